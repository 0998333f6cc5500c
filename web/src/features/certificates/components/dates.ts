import { englishDate, thaiDate } from '@lm/shared';

/** The day a certificate shows, as the certificate writes it: Buddhist era in Thai. */
export const certificateDate = (iso: string, language: string) => (language.startsWith('th') ? thaiDate(iso) : englishDate(iso));
