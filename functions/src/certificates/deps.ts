import { randomInt, randomUUID } from 'node:crypto';
import { ROLE } from '@lm/shared';
import { database, dataOptions, onceAsync, records } from '../app.js';
import { s3Config } from '../adapters/s3-config.js';
import { createCertificateStore } from '../data/certificate-repository.js';
import { createLearningStores } from '../data/learning-repository.js';
import { env, requireEnv } from '../env.js';
import { courseCompletion } from '../learning/completion.js';
import type { CertificatePorts } from './ports.js';

/** The uploads bucket, where certificates' PDFs are kept under `certificates/`; the S3 client loads on the first download. */
const uploads = onceAsync(async () => {
  const { createS3UploadStorage } = await import('../adapters/s3-upload-storage.js');
  return createS3UploadStorage(s3Config(), requireEnv('UPLOADS_BUCKET'));
});

/** The PDF renderer and its fonts load when a certificate is first drawn, not at cold start. */
const renderer = onceAsync(() => import('./pdf.js'));

let ports: CertificatePorts | undefined;

export function certificatePorts(): CertificatePorts {
  if (ports) return ports;
  const db = database();
  const learning = createLearningStores(db);
  return (ports = {
    records: records(),
    certificates: createCertificateStore(dataOptions()),
    courses: learning.courses,
    enrollments: learning.enrollments,
    studentName: async (userId) => {
      const { data } = await db.users.get({ userId }).go({ attributes: ['userId', 'username', 'firstname', 'lastname', 'roleId'] });
      if (!data || data.roleId !== ROLE.student) return undefined;
      return `${data.firstname ?? ''} ${data.lastname ?? ''}`.trim() || data.username;
    },
    instructorName: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['name'] })).data?.name ?? '',
    completion: (userId, courseId) => courseCompletion(learning, userId, courseId),
    files: {
      exists: async (key) => (await (await uploads()).firstBytes(key, 1)) !== undefined,
      put: async (key, pdf) => (await uploads()).put(key, pdf, 'application/pdf'),
      downloadUrl: async (key, fileName, seconds) => (await uploads()).downloadUrl(key, fileName, seconds),
      remove: async (key) => (await uploads()).remove(key),
    },
    render: async (layout) => (await renderer()).renderCertificatePdf(layout),
    randomIndex: (below) => randomInt(below),
    siteUrl: env().SITE_URL ?? '',
    newId: randomUUID,
    now: () => new Date(),
  });
}
