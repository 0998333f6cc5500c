import type { AdminPermissions, RoleId, RoleName } from '@lm/shared';

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
}

export interface UserDirectory {
  findByUsername(username: string): Promise<UserProfile | undefined>;
}

export interface SessionStore {
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

export interface ProfileStore {
  /** Writes a new profile; never overwrites an existing one. */
  create(profile: UserProfile): Promise<void>;
}

export interface RegistrationPorts extends IdentityPorts {
  accounts: AccountRegistry;
  profiles: ProfileStore;
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
}

export interface PasswordResetPorts {
  accounts: PasswordAdmin;
  resets: PasswordResetStore;
  mailer: Mailer;
  now: () => number;
  /** The web origin the e-mailed link points to. */
  siteUrl: string;
}
