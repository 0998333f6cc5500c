import type { RoleId } from '@lm/shared';

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
  now: () => number;
}
