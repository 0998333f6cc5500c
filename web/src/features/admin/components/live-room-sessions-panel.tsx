import { Alert, Heading, Loader, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useLiveRoomSessions } from '../api/live-room-sessions';
import type { RecordViewProps } from '../types';

const WORDS = 'masterFiles.liveRooms.panel';

/** A live room's classes under its edit form (decision 0047): each time it is held, in Bangkok time, with the seats taken. */
export default function LiveRoomSessionsPanel({ record }: RecordViewProps) {
  const { t, i18n } = useTranslation();
  const sessions = useLiveRoomSessions(String(record.id));
  const when = (value: string) =>
    new Date(value).toLocaleString(i18n.language === 'th' ? 'th-TH' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Bangkok' });
  return (
    <section aria-labelledby="live-room-sessions">
      <Heading level={3} id="live-room-sessions">
        {t(`${WORDS}.title`)}
      </Heading>
      {sessions.status === 'pending' && <Loader ariaLabel={t(`${WORDS}.loading`)} />}
      {sessions.status === 'error' && <Alert variation="error">{t(`${WORDS}.error`)}</Alert>}
      {sessions.status === 'success' && sessions.data.classes.length === 0 && <p>{t(`${WORDS}.none`)}</p>}
      {sessions.status === 'success' && sessions.data.classes.length > 0 && (
        <Table size="small" caption={t(`${WORDS}.caption`)}>
          <TableHead>
            <TableRow>
              <TableCell as="th">{t(`${WORDS}.starts`)}</TableCell>
              <TableCell as="th">{t(`${WORDS}.ends`)}</TableCell>
              <TableCell as="th">{t(`${WORDS}.seats`)}</TableCell>
              <TableCell as="th">{t(`${WORDS}.status`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data.classes.map((session) => (
              <TableRow key={session.session_id} data-testid="live-room-session">
                <TableCell>{when(session.starts_at)}</TableCell>
                <TableCell>{when(session.ends_at)}</TableCell>
                <TableCell>{t(`${WORDS}.seatsOf`, { booked: session.booked, capacity: session.capacity })}</TableCell>
                <TableCell>{t(session.cancelled ? `${WORDS}.cancelled` : `${WORDS}.scheduled`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
