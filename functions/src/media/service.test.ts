import { describe, expect, it } from 'vitest';
import type { AdminEmail, Order } from '@lm/shared';
import { adminEmailRecords } from '../data/records/admin-email.js';
import type { Mailer, OutgoingMail } from '../identity/ports.js';
import { memoryRecordKinds } from '../master-files/memory-records.js';
import { memoryNoticeQueue } from '../people/memory-notices.js';
import { sendQueuedNotices } from '../people/staff-notices.js';
import type { SlipPorts, TranscodeJobRecord } from './ports.js';
import { memoryBucket } from './memory-ports.js';
import { keyOfS3Uri, recordJobState, requestSlipUpload, sniff, submitSlip, viewOrderSlip } from './service.js';

describe('recordJobState', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('records a completed job with its master playlist', async () => {
    const saved: TranscodeJobRecord[] = [];
    await recordJobState(
      { save: async (record) => void saved.push(record) },
      {
        jobId: 'job-1',
        status: 'COMPLETE',
        userMetadata: { videoId: 'v-9' },
        outputGroupDetails: [{ playlistFilePaths: ['s3://media-bucket/videos/v-9/master.m3u8'] }],
      },
      now,
    );
    expect(saved).toEqual([
      { jobId: 'job-1', videoId: 'v-9', status: 'COMPLETE', playlistKey: 'videos/v-9/master.m3u8', updatedAt: now.toISOString() },
    ]);
  });

  it('records a failure with its message and ignores states it does not know', async () => {
    const saved: TranscodeJobRecord[] = [];
    const store = { save: async (record: TranscodeJobRecord) => void saved.push(record) };
    await recordJobState(store, { jobId: 'job-2', status: 'ERROR', errorMessage: 'Bad input' }, now);
    await recordJobState(store, { jobId: 'job-3', status: 'INPUT_INFORMATION' }, now);
    expect(saved).toEqual([{ jobId: 'job-2', videoId: '', status: 'ERROR', error: 'Bad input', updatedAt: now.toISOString() }]);
  });

  it('turns an s3 URI into a key', () => {
    expect(keyOfS3Uri('s3://b/a/b.m3u8')).toBe('a/b.m3u8');
  });
});

describe('bank-transfer slips', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const now = new Date('2026-11-22T10:00:00.000Z');

  function memorySlips(order: Partial<Order> = {}) {
    const orders = new Map<string, Order>([
      ['order-1', { id: 'order-1', user_id: 'student-1', buyer_name: 'Somchai Jaidee', buyer_email: 'somchai@example.com', total: 159_000, provider: 'bank_transfer', status: 'pending', slip: null, ...order } as Order],
    ]);
    const sent: OutgoingMail[] = [];
    const warnings: string[] = [];
    const bucket = memoryBucket();
    const { files } = bucket;
    const signed = bucket.signed;
    let ids = 0;
    const ports: SlipPorts = {
      orders: {
        get: async (id) => orders.get(id),
        recordSlip: async (id, slip) => {
          const stored = orders.get(id);
          if (stored?.status !== 'pending') return false;
          orders.set(id, { ...stored, slip });
          return true;
        },
      },
      uploads: async () => bucket.storage,
      notices: memoryNoticeQueue(),
      siteUrl: 'https://shop.test',
      warn: (message) => void warnings.push(message),
      newId: () => `file-${++ids}`,
      now: () => now,
    };
    // The minute sweep's side: the admin e-mails, and the mailer it sends the queued notices with.
    const sweep = { records: memoryRecordKinds(), mailer: { send: async (mail: OutgoingMail) => void sent.push(mail) } as Mailer, notices: ports.notices, warn: (message: string) => void warnings.push(message) };
    return { ports, sweep, orders, files, signed, sent, warnings };
  }

  it('signs an upload of the type and size asked for, under the order, and keeps a slip that is what it says', async () => {
    const memory = memorySlips();
    const upload = await requestSlipUpload(memory.ports, 'student-1', 'order-1', { content_type: 'image/png', size: PNG.length });
    expect(upload).toMatchObject({ key: 'slips/order-1/file-1', headers: { 'Content-Type': 'image/png' }, expires_at: '2026-11-22T10:05:00.000Z' });
    expect(memory.signed).toEqual([{ key: 'slips/order-1/file-1', contentType: 'image/png', size: PNG.length }]);
    memory.files.set(upload.key, PNG);
    const submitted = await submitSlip(memory.ports, 'student-1', 'order-1', upload.key);
    expect(submitted.slip).toEqual({ key: upload.key, content_type: 'image/png', submitted_at: now.toISOString(), status: 'submitted', reason: '' });
    expect(await viewOrderSlip(memory.ports, 'order-1')).toEqual({ url: `https://uploads.test/${upload.key}?view`, content_type: 'image/png' });
  });

  it('leaves a notice for the minute sweep, which tells the admin e-mails that asked for slips, once each, with a link that opens the order', async () => {
    const memory = memorySlips();
    const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
    const staff = memory.sweep.records(adminEmailRecords);
    const put = (one: Pick<AdminEmail, 'id' | 'email' | 'events' | 'active'>) => staff.put({ name: one.id, ...one, ...stamps }, 'create');
    await put({ id: 'accounts', email: 'accounts@shop.test', events: ['slip_submitted', 'order_paid'], active: true });
    await put({ id: 'sales', email: 'sales@shop.test', events: ['order_paid'], active: true });
    await put({ id: 'away', email: 'away@shop.test', events: ['slip_submitted'], active: false });

    const upload = await requestSlipUpload(memory.ports, 'student-1', 'order-1', { content_type: 'image/png', size: PNG.length });
    memory.files.set(upload.key, PNG);
    await submitSlip(memory.ports, 'student-1', 'order-1', upload.key);
    // The request sends nothing itself.
    expect(memory.sent).toEqual([]);

    // A sweep whose e-mail fails keeps the notice for the next.
    const working = memory.sweep.mailer;
    memory.sweep.mailer = { send: async () => Promise.reject(new Error('SES is down')) };
    expect(await sendQueuedNotices(memory.sweep)).toBe(0);
    expect(memory.warnings).toEqual(['A queued staff notice could not be sent']);
    memory.sweep.mailer = working;
    expect(await sendQueuedNotices(memory.sweep)).toBe(1);
    expect(memory.sent).toEqual([
      {
        to: 'accounts@shop.test',
        subject: 'Slip to review: order order-1, ฿1,590.00',
        text: [
          'Somchai Jaidee (somchai@example.com) handed in a transfer slip for order order-1: ฿1,590.00.',
          '',
          'Approve or reject it: https://shop.test/admin/orders?record=order-1',
          'The order waits for your review: it does not expire meanwhile.',
        ].join('\n'),
      },
    ]);
    // Sent once: the queue is empty.
    expect(await sendQueuedNotices(memory.sweep)).toBe(0);
    expect(memory.sent).toHaveLength(1);
  });

  it('removes a file whose bytes are not an image or a PDF, and refuses a key of another order or nothing uploaded', async () => {
    const memory = memorySlips();
    const upload = await requestSlipUpload(memory.ports, 'student-1', 'order-1', { content_type: 'image/png', size: 14 });
    memory.files.set(upload.key, new TextEncoder().encode('#!/bin/sh echo'));
    await expect(submitSlip(memory.ports, 'student-1', 'order-1', upload.key)).rejects.toMatchObject({ details: { fields: { key: [expect.stringContaining('this file is not')] } } });
    expect(memory.files.has(upload.key)).toBe(false);
    expect(memory.orders.get('order-1')?.slip).toBeNull();
    await expect(submitSlip(memory.ports, 'student-1', 'order-1', 'slips/other-order/x')).rejects.toMatchObject({ details: { fields: { key: ['This is not an upload of this order.'] } } });
    await expect(submitSlip(memory.ports, 'student-1', 'order-1', 'slips/order-1/never')).rejects.toMatchObject({ details: { fields: { key: ['Nothing was uploaded under this key.'] } } });
  });

  it("answers not found for another student's order, and refuses an order that is not a pending transfer", async () => {
    await expect(requestSlipUpload(memorySlips().ports, 'student-2', 'order-1', { content_type: 'image/png', size: 12 })).rejects.toMatchObject({ kind: 'not-found' });
    await expect(requestSlipUpload(memorySlips({ status: 'paid' }).ports, 'student-1', 'order-1', { content_type: 'image/png', size: 12 })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(requestSlipUpload(memorySlips({ provider: 'card' }).ports, 'student-1', 'order-1', { content_type: 'image/png', size: 12 })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(viewOrderSlip(memorySlips().ports, 'order-1')).rejects.toMatchObject({ kind: 'not-found', message: 'This order has no slip.' });
  });

  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniff(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniff(PNG)).toBe('image/png');
    expect(sniff(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniff(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniff(new TextEncoder().encode('<svg'))).toBeUndefined();
  });
});
