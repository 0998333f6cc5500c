import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { result, type RouteHandler } from '../http/handler.js';
import { deleteRecords, getRecord, listRecords } from '../master-files/master-file.js';
import { certificatePorts } from './deps.js';
import { routes } from './routes.js';
import {
  certificateCategories,
  certificates,
  claimCertificate,
  downloadMyCertificate,
  issueCertificateByHand,
  listMyCertificates,
  verifyCertificate,
} from './service.js';

/** A student's own certificates and links: nobody's cache keeps them. */
const PERSONAL = { 'cache-control': 'private, no-store' };
/** A verification may be withdrawn: shared caches keep it a minute at most. */
const VERIFIED = { 'cache-control': 'public, max-age=60' };

export const certificateHandlers: RouteHandler[] = [
  ...masterFileHandlers([certificateCategories], certificatePorts),
  route(routes.listCertificates, ({ query }) => listRecords(certificatePorts(), certificates, query)),
  route(routes.getCertificate, ({ params }) => getRecord(certificatePorts(), certificates, params.id.toUpperCase())),
  route(routes.issueCertificate, ({ body, caller }) => issueCertificateByHand(certificatePorts(), caller, body)),
  route(routes.deleteCertificates, ({ body }) => deleteRecords(certificatePorts(), certificates, body.ids.map((id) => id.toUpperCase()))),
  route(routes.listMyCertificates, async ({ caller }) => result(200, await listMyCertificates(certificatePorts(), caller.userId), PERSONAL)),
  route(routes.claimCertificate, async ({ params, caller }) => result(200, await claimCertificate(certificatePorts(), caller, params.id), PERSONAL)),
  route(routes.downloadMyCertificate, async ({ params, caller }) => result(200, await downloadMyCertificate(certificatePorts(), caller, params.id), PERSONAL)),
  route(routes.verifyCertificate, async ({ params }) => result(200, await verifyCertificate(certificatePorts(), params.number), VERIFIED)),
];
