import { randomInt, randomUUID } from 'node:crypto';
import { accountName, ROLE } from '@lm/shared';
import { database, dataOptions, records } from '../app.js';
import { createFunctionInvoker } from '../adapters/function-invoker.js';
import { uploadsDownloadLinks } from '../adapters/s3-download-links.js';
import { createCertificateStore } from '../data/certificate-repository.js';
import { createLearningStores } from '../data/learning-repository.js';
import { env, requireEnv } from '../env.js';
import { once } from '../runtime.js';
import { courseCompletion } from '../learning/completion.js';
import type { CertificatePorts } from './ports.js';
import type { RendererAnswer, RendererRequest } from './renderer.js';

/**
 * The renderer Lambda (decision 0042), which draws and removes the PDFs under `certificates/` of
 * the uploads bucket; this Lambda only signs their download links.
 */
const renderer = once(() => {
  const invoke = createFunctionInvoker();
  const functionName = requireEnv('CERTIFICATE_RENDERER_FUNCTION');
  return (request: RendererRequest) => invoke<RendererAnswer>(functionName, request);
});

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
      return accountName(data);
    },
    instructorName: async (profileId) => (await db.instructorProfiles.get({ id: profileId }).go({ attributes: ['name'] })).data?.name ?? '',
    completion: (userId, courseId) => courseCompletion(learning, userId, courseId),
    files: {
      draw: async (key, layout) => void (await renderer()({ action: 'draw', key, layout })),
      downloadUrl: (key, fileName, seconds) => uploadsDownloadLinks().downloadUrl(key, fileName, seconds),
      remove: async (keys) => void (await renderer()({ action: 'remove', keys: [...keys] })),
    },
    randomIndex: (below) => randomInt(below),
    siteUrl: env().SITE_URL ?? '',
    newId: randomUUID,
    now: () => new Date(),
  });
}
