import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.js';
import { FIELD_LABELS, MESSAGES, message, messageCode, fieldLabelKey, type MessageCode } from './messages.js';
import { addressInput, profileInput } from './schemas/account.js';
import { forgotPasswordRequest, loginRequest, registerRequest } from './schemas/identity.js';

const codes = Object.keys(MESSAGES) as MessageCode[];
const placeholders = (code: MessageCode) => [...new Set([...MESSAGES[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
/** Any English text with the message's placeholders filled in. */
const filled = (code: MessageCode, params: Record<string, string>) => (message as (code: MessageCode, params?: Record<string, string>) => string)(code, params);

describe('the message catalogue', () => {
  it('turns every message back into its code and parameters', () => {
    for (const code of codes) {
      const params = Object.fromEntries(placeholders(code).map((name, index) => [name, name === 'label' ? 'Sample field' : `${index + 7}`]));
      expect(messageCode(filled(code, params)), code).toEqual({ code, params });
    }
  });

  it('reads a day and time of day, colon and all, as the parameter that names when', () => {
    const text = message('studyHourFull', { branch: 'Siam', when: '2026-11-29 10:00' });
    expect(messageCode(text)).toEqual({ code: 'studyHourFull', params: { branch: 'Siam', when: '2026-11-29 10:00' } });
  });

  it('reads a class title with a colon in it whole', () => {
    const params = { title: 'ถ่ายทอดสด: แนะนำ Python', when: '2026-12-01 19:00' };
    expect(messageCode(message('classFull', params))).toEqual({ code: 'classFull', params });
  });

  it('does so with every field label the messages name', () => {
    const labelled = codes.filter((code) => placeholders(code).includes('label'));
    for (const label of Object.values(FIELD_LABELS)) {
      for (const code of labelled) {
        const params = Object.fromEntries(placeholders(code).map((name) => [name, name === 'label' ? label : '12']));
        expect(messageCode(filled(code, params)), `${code} ${label}`).toEqual({ code, params });
      }
      expect(FIELD_LABELS[fieldLabelKey(label)!]).toBe(label);
    }
  });

  it('writes the texts the API has always answered', () => {
    expect(message('required', { label: FIELD_LABELS.recipientName })).toBe('Recipient name is required.');
    expect(message('exactDigits', { label: FIELD_LABELS.postalCode, digits: 5 })).toBe('Postal code must be exactly 5 digits.');
    expect(message('tooManySignIns', { minutes: 3 })).toBe('Too many failed sign-ins. Please wait 3 minutes and try again.');
    expect(message('credentialInvalid', { provider: 'Google' })).toBe('The Google sign-in could not be verified. Please sign in with Google again.');
    expect(message('usernameTaken')).toBe('This username is already taken.');
  });

  it('reads a repeated parameter once, and only when both places agree', () => {
    expect(messageCode('The Azure AD sign-in could not be verified. Please sign in with Azure AD again.')).toEqual({ code: 'credentialInvalid', params: { provider: 'Azure AD' } });
    expect(messageCode('The Google sign-in could not be verified. Please sign in with Facebook again.')).toBeUndefined();
  });

  it('prefers the most specific message when two templates fit', () => {
    expect(messageCode('Password must be at least 10 characters.')).toEqual({ code: 'minChars', params: { label: 'Password', min: '10' } });
    expect(messageCode('Birthday must be at least 5 years ago.')).toEqual({ code: 'yearsAgo', params: { label: 'Birthday', years: '5' } });
    expect(messageCode('columns must be at least 2.')).toEqual({ code: 'atLeast', params: { label: 'columns', min: '2' } });
  });

  it('leaves SPEC §8’s fixed texts and unknown texts out', () => {
    for (const text of [ERRORS.incorrectCredentials.message, ERRORS.administrationNotPermitted.message, ERRORS.instructorNotPermitted.message, ERRORS.someoneIsActive.text, ERRORS.selfLearning.text, ERRORS.cannotConnect.message, ERRORS.unauthorized.message, ERRORS.badResponse.message]) {
      expect(messageCode(text), text).toBeUndefined();
    }
    expect(messageCode('Something nobody wrote.')).toBeUndefined();
  });
});

/** The first message a schema gives each field (what the forms show), as code and parameters. */
function codedIssues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first = new Map<string, ReturnType<typeof messageCode>>();
  for (const issue of result.error?.issues ?? []) if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), messageCode(issue.message));
  return Object.fromEntries(first);
}

describe('the shared schemas speak through the catalogue', () => {
  it('codes every refusal of an address', () => {
    const refused = addressInput.safeParse({ recipient_name: ' ', phone: '12', line1: '', line2: 'x'.repeat(301), subdistrict: '', district: '', province: '', postal_code: '1011' });
    expect(codedIssues(refused)).toEqual({
      recipient_name: { code: 'required', params: { label: 'Recipient name' } },
      phone: { code: 'thaiPhone', params: { label: 'Phone' } },
      line1: { code: 'required', params: { label: 'Address line 1' } },
      line2: { code: 'tooLong', params: { label: 'Address line 2' } },
      subdistrict: { code: 'required', params: { label: 'Subdistrict' } },
      district: { code: 'required', params: { label: 'District' } },
      province: { code: 'required', params: { label: 'Province' } },
      postal_code: { code: 'exactDigits', params: { label: 'Postal code', digits: '5' } },
    });
  });

  it('codes every refusal of a profile', () => {
    const refused = profileInput.safeParse({ firstname: '', lastname: 'x'.repeat(101), phone: '1', displayImgUrl: 'ftp://x', birthday: '2000-02-30', gender: 'x', lineId: 'x'.repeat(51) });
    expect(codedIssues(refused)).toEqual({
      firstname: { code: 'required', params: { label: 'First name' } },
      lastname: { code: 'tooLong', params: { label: 'Last name' } },
      phone: { code: 'thaiPhone', params: { label: 'Phone' } },
      displayImgUrl: { code: 'httpAddress', params: { label: 'Display image' } },
      birthday: { code: 'notCalendarDate', params: { label: 'Birthday' } },
      gender: { code: 'oneOf', params: { label: 'Gender', options: 'female, male, other, unspecified' } },
      lineId: { code: 'tooLongAtMost', params: { label: 'LINE ID', max: '50' } },
    });
  });

  it('codes the refusals of registration, sign-in and the forgotten password', () => {
    const registration = registerRequest.safeParse({ username: 'a b', email: 'nope', password: 'short', firstname: 'Pim', lastname: 'Rak', birthday: '1800-01-01' });
    expect(codedIssues(registration)).toEqual({
      username: { code: 'usernameChars', params: { label: 'Username' } },
      email: { code: 'notEmail', params: { label: 'E-mail' } },
      password: { code: 'minChars', params: { label: 'Password', min: '10' } },
      birthday: { code: 'dateAfter', params: { label: 'Birthday', date: '1900-01-01' } },
    });
    expect(codedIssues(loginRequest.safeParse({ username: '', password: '' }))).toEqual({
      username: { code: 'required', params: { label: 'Username' } },
      password: { code: 'required', params: { label: 'Password' } },
    });
    expect(codedIssues(forgotPasswordRequest.safeParse({}))).toEqual({ email: { code: 'required', params: { label: 'E-mail' } } });
  });
});

describe('what messageCode leaves alone', () => {
  it('does not read a 400’s summary of fields as one message', () => {
    expect(messageCode('The request is not valid. (body) postal_code: Postal code must be exactly 5 digits.')).toBeUndefined();
    expect(messageCode('The request is not valid. (body) phone: Phone is required.; email: E-mail is required.')).toBeUndefined();
  });
});
