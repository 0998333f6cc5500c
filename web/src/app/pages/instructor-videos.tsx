import { TeachingVideos } from '../../features/teaching/components/teaching-videos';

/** /myaccount/instructor/videos: the videos the instructor uploads. */
export default function InstructorVideosPage() {
  return <TeachingVideos />;
}
