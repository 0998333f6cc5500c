import { roleFromGroups, type RoleId } from '@lm/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who is calling, from the claims of a verified token. */
export interface Caller {
  userId: string;
  username: string;
  roleId: RoleId | undefined;
  groups: string[];
  /** When the token was issued (`iat`, epoch seconds): tells which session it belongs to. */
  issuedAt?: number;
}

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway hands JWT claims to the Lambda as strings, arrays flattened to
 * `[a b]`; the local gateway does the same. Both forms are read here.
 */
export function groupsClaim(value: Claims[string] | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

export function callerFromClaims(claims: Claims): Caller | undefined {
  const userId = claims.sub;
  if (typeof userId !== 'string' || userId === '') return undefined;
  const groups = groupsClaim(claims['cognito:groups']);
  const username = claims['cognito:username'] ?? claims.username ?? userId;
  const issuedAt = Number(claims.iat);
  return { userId, username: String(username), roleId: roleFromGroups(groups), groups, ...(Number.isFinite(issuedAt) ? { issuedAt } : {}) };
}

export function authorizerClaims(event: APIGatewayProxyEventV2): Claims | undefined {
  const context = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Claims } };
  };
  return context.authorizer?.jwt?.claims;
}

/** The token a caller sent: `Authorization: Bearer …` first, then `x-access-token` (../shared/SPEC.md §7). */
export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const authorization = headers.authorization ?? headers.Authorization;
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1]) return match[1];
  const token = headers['x-access-token'];
  return token && token.trim() !== '' ? token.trim() : undefined;
}

/** The client's address as API Gateway saw the connection (never a header the client could set). */
export const sourceIpOf = (event: APIGatewayProxyEventV2): string => event.requestContext?.http?.sourceIp ?? '';
