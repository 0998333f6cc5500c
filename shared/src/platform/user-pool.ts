import { SESSION_LIFETIME_SECONDS } from '../constants.js';
import { ROLE_GROUPS } from '../roles.js';

/** The Cognito user pool, described once for infra and the local stack. */
export const USER_POOL = {
  groups: ROLE_GROUPS,
  passwordPolicy: {
    minimumLength: 10,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
  },
  client: {
    /**
     * Sign-in runs server-side (POST /user/login), so the client allows admin user-password auth;
     * custom auth issues tokens for people verified without their password (decision 0023).
     */
    authFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    idTokenValidityMinutes: 60,
    accessTokenValidityMinutes: 60,
    /** Matches the session lifetime the SPA requests (expired_time). */
    refreshTokenValiditySeconds: SESSION_LIFETIME_SECONDS,
  },
} as const;
