import type { FailureCounter } from '../throttle.js';
import type { AdminPermissions, ExternalLoginSettings, Gender, RegisterFieldsConfig, RoleId, RoleName } from '@lm/shared';

export interface UserProfile {
  id: string;
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  displayImgUrl: string;
  roleId: RoleId | number;
  pdpaApproved: 0 | 1;
  userGroupId: string | null;
  selfLearning: boolean;
  /** Disabled by an administrator (people master files): may not sign in. */
  disabled?: boolean;
}

export interface Session {
  userId: string;
  startedAt: number;
  lastSeenAt: number;
  expiresAt: number;
  endedAt?: number;
  /** The `iat` (epoch seconds) of the first id token of this session; earlier tokens are another session's. */
  tokensFrom?: number;
}

export interface SignInTokens {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** The identity provider holding credentials (Cognito in AWS and locally). */
export interface IdentityProvider {
  /** Throws InvalidCredentialsError when the username or password is wrong. */
  signIn(username: string, password: string): Promise<SignInTokens>;
  /** Throws UnauthorizedError when the refresh token is not valid. */
  refresh(refreshToken: string): Promise<{ idToken: string; expiresIn: number; userId: string }>;
  /**
   * Issues tokens for a person the service verified another way (a provider's signed
   * credential), without their password: Cognito custom authentication (decision 0023).
   * Throws VerifiedSignInUnavailableError where the user pool offers no custom authentication.
   */
  signInVerified(username: string): Promise<SignInTokens>;
}

export interface UserDirectory {
  findByUsername(username: string): Promise<UserProfile | undefined>;
}

export interface SessionStore {
  /** A strongly consistent read: a sign-out is seen by the next request. */
  get(userId: string): Promise<Session | undefined>;
  /**
   * Starts a session unless another one was seen after `activeSince` (then throws
   * SessionActiveError): the check and the write are one conditional write.
   */
  start(session: Session, activeSince: number): Promise<void>;
  end(userId: string, at: number): Promise<void>;
  /** Moves lastSeenAt forward; cheap to call on every request. */
  touch(userId: string, at: number): Promise<void>;
}

/** A user's approval of a version of the privacy policy, with where it came from. */
export interface PdpaConsent {
  userId: string;
  policyVersion: string;
  /** ISO 8601. */
  approvedAt: string;
  sourceIp: string;
  userAgent: string;
}

export interface ConsentStore {
  /**
   * Sets the profile's pdpaApproved flag and appends the consent record, both
   * or neither: throws ProfileNotFoundError, writing nothing, when the user
   * has no profile.
   */
  approvePdpa(consent: PdpaConsent): Promise<void>;
}

export interface IdentityPorts {
  idp: IdentityProvider;
  users: UserDirectory;
  sessions: SessionStore;
  consents: ConsentStore;
  /** The screens an administrator may use (decision 0021), told at sign-in so the back office shows only those. */
  adminPermissions: (userId: string) => Promise<AdminPermissions>;
  failures: FailureCounter;
  /** The version of the privacy policy in force (site settings, ../shared/SPEC.md §3 pdpa). */
  policyVersion: () => Promise<string>;
  /** Whether students sign in with a username and password (settingLogin's username_password). */
  passwordSignIn: () => Promise<boolean>;
  now: () => number;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  group: RoleName;
}

/** Creates and removes accounts in the identity provider. */
export interface AccountRegistry {
  isEmailInUse(email: string): Promise<boolean>;
  /**
   * Creates a confirmed account with a permanent password in `group` and
   * answers its id (the token's `sub`). Throws UsernameTakenError when the
   * username exists, and removes what it created when a later step fails.
   */
  create(account: NewAccount): Promise<string>;
  remove(username: string): Promise<void>;
}

/** A new profile with the optional fields the registration asked and the student gave. */
export interface NewProfile extends UserProfile {
  phone?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
  gender?: Gender;
  lineId?: string;
  referral?: string;
}

export interface ProfileStore {
  /** Writes a new profile; never overwrites an existing one. */
  create(profile: NewProfile): Promise<void>;
}

export interface RegistrationPorts extends IdentityPorts {
  accounts: AccountRegistry;
  profiles: ProfileStore;
  /**
   * Whether visitors may register (settingLogin's registration), and the optional fields a
   * registration asks now, each off, optional or required (decision 0019).
   */
  registrationRules: () => Promise<{ open: boolean; fields: RegisterFieldsConfig }>;
}

/** Password administration in the identity provider, for the reset flow. */
export interface PasswordAdmin {
  findByEmail(email: string): Promise<{ userId: string; username: string } | undefined>;
  /** Sets a permanent password. */
  setPassword(username: string, password: string): Promise<void>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface PasswordReset {
  /** SHA-256 of the token, base64url; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  username: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface PasswordResetStore {
  save(reset: PasswordReset): Promise<void>;
  /**
   * Removes the reset with this hash and answers it; of concurrent claims only
   * one gets it, so a link works once.
   */
  claim(tokenHash: string): Promise<PasswordReset | undefined>;
  /** How many of the account's links still work at `now`. */
  countPending(userId: string, now: number): Promise<number>;
  /** Spends every link of the account, once its password was changed. */
  removeAll(userId: string): Promise<void>;
}

export interface PasswordResetPorts {
  accounts: PasswordAdmin;
  resets: PasswordResetStore;
  mailer: Mailer;
  /** A new password ends the session opened with the old one. */
  sessions: Pick<SessionStore, 'end'>;
  now: () => number;
  /** The web origin the e-mailed link points to. */
  siteUrl: string;
}

// Sign-in without the password (decision 0023).

/** The one-time answer to the custom-auth challenge: the SHA-256 of a random secret, briefly. */
export interface SignInChallenge {
  username: string;
  /** SHA-256 of the secret, base64url; the secret itself only travels to Cognito. */
  secretHash: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface SignInChallengeStore {
  /** Replaces any earlier challenge of the user. */
  save(challenge: SignInChallenge): Promise<void>;
  /** Removes the user's challenge and answers it; of concurrent claims only one gets it. */
  claim(username: string): Promise<SignInChallenge | undefined>;
}

/** What a verified token says; the adapters have checked signature, issuer, audience and expiry. */
export type CredentialClaims = Record<string, unknown>;

/** Each throws when the token does not verify; none answers claims it has not checked. */
export interface CredentialVerifiers {
  /** The external issuer of the settings: its JWKS when set, else the shared HS256 secret. */
  external(token: string, settings: ExternalLoginSettings): Promise<CredentialClaims>;
  google(token: string, clientId: string): Promise<CredentialClaims>;
  azureAd(token: string, tenantId: string, clientId: string): Promise<CredentialClaims>;
  facebook(token: string, appId: string): Promise<CredentialClaims>;
}

export interface SignInSettings {
  /** settingLogin's switches of the social providers. */
  providers: { google: boolean; facebook: boolean; azure_ad: boolean };
  external: ExternalLoginSettings;
}

export interface SignInSettingsReader {
  /** Read past any cache: a provider turned off stops signing people in at once. */
  read(): Promise<SignInSettings>;
}

/** An account of the identity provider found by its e-mail. */
export interface AccountFinder {
  findByEmail(email: string): Promise<{ userId: string; username: string } | undefined>;
}

/** The iframe sign-in of an account: a salted scrypt of the MD5 of its password (decision 0023). */
export interface IframeLoginStore {
  get(userId: string): Promise<string | undefined>;
  put(userId: string, secret: string, at: number): Promise<void>;
  remove(userId: string): Promise<void>;
}

export interface ExternalSignInPorts extends IdentityPorts {
  settings: SignInSettingsReader;
  /** Google's authorization endpoint (the local stand-in's on the local stack). */
  google: { authorizeUrl: string };
  /** The site's own address, where a provider returns the browser. */
  siteUrl: string;
  verifiers: CredentialVerifiers;
  accounts: AccountFinder;
  iframeLogins: IframeLoginStore;
}
