export type JobStatus = 'SUBMITTED' | 'PROGRESSING' | 'COMPLETE' | 'ERROR' | 'CANCELED';

export interface TranscodeJobRecord {
  jobId: string;
  videoId: string;
  status: JobStatus;
  playlistKey?: string;
  error?: string;
  updatedAt: string;
}

export interface TranscodeJobStore {
  save(record: TranscodeJobRecord): Promise<void>;
}
