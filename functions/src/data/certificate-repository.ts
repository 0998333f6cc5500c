import type { Certificate } from '@lm/shared';
import { Entity, Service } from 'electrodb';
import type { CertificateStore } from '../certificates/ports.js';
import { createCertificateClaimEntity } from './entities/certificate-claim.js';
import type { DataOptions } from './options.js';
import { certificateModel } from './records/certificate.js';

/**
 * Issued certificates and the students' claims (decision 0042). A certificate is written with its
 * claim in one TransactWriteItems, each on the condition that it is new: two issues of the same
 * course at once keep one certificate, and a number met twice keeps neither.
 */
export function createCertificateStore(options: DataOptions): CertificateStore {
  const certificates = new Entity(certificateModel, options);
  const claims = createCertificateClaimEntity(options);
  const service = new Service({ certificates, claims });
  const claimOf = async (userId: string, courseId: string) => (await claims.get({ user_id: userId, course_id: courseId }).go()).data ?? undefined;
  const get = async (number: string) => ((await certificates.get({ id: number }).go()).data ?? undefined) as Certificate | undefined;
  return {
    get,
    list: async () => (await certificates.query.all({}).go({ pages: 'all' })).data as Certificate[],
    ofStudent: async (userId) =>
      (await claims.query.byUser({ user_id: userId }).go({ pages: 'all' })).data.map(({ course_id, number, issued_at }) => ({ course_id, number, issued_at })),
    issue: async (certificate) => {
      const held = await claimOf(certificate.user_id, certificate.course_id);
      if (held) return { issued: false, number: held.number };
      const { canceled, data } = await service.transaction
        .write(({ certificates: kept, claims: claimed }) => [
          claimed.create({ user_id: certificate.user_id, course_id: certificate.course_id, number: certificate.number, issued_at: certificate.issued_at }).commit(),
          kept.create(certificate).commit(),
        ])
        .go();
      if (!canceled) return { issued: true, number: certificate.number };
      const codes = (data as { code?: string }[]).map((result) => result.code ?? 'None');
      const now = await claimOf(certificate.user_id, certificate.course_id);
      if (now) return { issued: false, number: now.number };
      throw new Error(`The certificate could not be issued: ${codes.join(', ')}.`);
    },
    delete: async (numbers) => {
      const deleted: string[] = [];
      for (const number of numbers) {
        const certificate = await get(number);
        if (!certificate) continue;
        const { canceled, data } = await service.transaction
          .write(({ certificates: kept, claims: claimed }) => [
            kept.delete({ id: number }).commit(),
            claimed
              .delete({ user_id: certificate.user_id, course_id: certificate.course_id })
              .where((attributes, operations) => operations.eq(attributes.number, number))
              .commit(),
          ])
          .go();
        if (canceled) throw new Error(`The certificate ${number} could not be withdrawn: ${(data as { code?: string }[]).map((result) => result.code ?? 'None').join(', ')}.`);
        deleted.push(number);
      }
      return deleted;
    },
  };
}
