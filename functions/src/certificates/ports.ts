import type { Certificate, CertificateLayout, Course } from '@lm/shared';
import type { RecordPorts } from '../master-files/master-file.js';

/** A student's certificate of a course, as their partition keeps it. */
export interface CertificateClaim {
  course_id: string;
  number: string;
  issued_at: string;
}

/** Issued certificates (decision 0042): each kept with its claim in the student's partition, written and removed together. */
export interface CertificateStore {
  /**
   * Keeps the certificate and the student's claim to the course in one transaction, neither when
   * the student holds one for the course already. Answers the number they hold for it.
   */
  issue(certificate: Certificate): Promise<{ issued: boolean; number: string }>;
  get(number: string): Promise<Certificate | undefined>;
  list(): Promise<Certificate[]>;
  ofStudent(userId: string): Promise<CertificateClaim[]>;
  /** Removes the certificates that exist with their claims; answers their numbers. */
  delete(numbers: readonly string[]): Promise<string[]>;
}

/**
 * Where a certificate's PDF is kept: the uploads bucket's `certificates/` prefix, which the
 * certificates' renderer Lambda alone writes (decision 0042).
 */
export interface CertificateFiles {
  /** Draws the PDF of a layout under `key`, unless one is kept there already. */
  draw(key: string, layout: CertificateLayout): Promise<void>;
  downloadUrl(key: string, fileName: string, expiresSeconds: number): Promise<string>;
  remove(keys: readonly string[]): Promise<void>;
}

/** What the certificates domain reads and keeps. */
export interface CertificatePorts extends RecordPorts {
  certificates: CertificateStore;
  courses: { get(id: string): Promise<Course | undefined>; list(): Promise<Course[]> };
  enrollments: { get(userId: string, courseId: string): Promise<{ access_until: string } | undefined> };
  /** A student's name as their profile holds it; undefined when there is no such student. */
  studentName(userId: string): Promise<string | undefined>;
  /** The public name of an instructor profile; '' when there is none. */
  instructorName(profileId: string): Promise<string>;
  /** Whether the student has done every required lesson of the course (the learning domain's rule). */
  completion(userId: string, courseId: string): Promise<{ complete: boolean; done: number; total: number; completed_at?: string }>;
  files: CertificateFiles;
  /** A uniform random whole number below `below`, from a cryptographic source. */
  randomIndex(below: number): number;
  /** The web origin the verification page and its QR code are on. */
  siteUrl: string;
}
