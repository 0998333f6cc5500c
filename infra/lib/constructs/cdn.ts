import { CrossStackReferences, Duration, ReferenceStrength, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  KeyGroup,
  PriceClass,
  PublicKey,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKETS } from '@lm/shared';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { acknowledge } from '../nag.js';
import { WEB_ROOT } from '../paths.js';

/**
 * The build inlines `web/public/boot.js` into index.html verbatim (web/vite.config.ts), so the
 * policy allows that one inline script by its hash, and no other.
 */
export function bootScriptHash(): string {
  const source = readFileSync(`${WEB_ROOT}/public/boot.js`, 'utf8');
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export interface CdnProps {
  web: IBucket;
  media: IBucket;
  logs: IBucket;
  /** Origins besides the distribution's own that may read media cross-origin (dev SPA on localhost). */
  extraWebOrigins: readonly string[];
  /** The PEM public key whose signed cookies open `/media/videos/*` (decision 0034). */
  mediaSigningPublicKey: string;
}

/** Media (HLS, images) is served under this path, stripped before S3; the SPA everywhere else. */
const MEDIA_PATH = '/media';
/** The media bucket's folders that open only with playback cookies: videos, and IVS's recordings. */
const SIGNED_FOLDERS = ['videos', 'ivs'] as const;

/**
 * The SPA's routes have no file extension: answer them with the shell. Real
 * files that are missing stay 403/404 (a player must not get HTML for a segment).
 */
const SPA_ROUTES = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

const STRIP_MEDIA_PREFIX = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\${MEDIA_PATH}\\//, '/');
  return request;
}`;

/**
 * The CloudFront distribution in front of the web and media buckets (origin
 * access control), with security headers on every response.
 *
 * The CSP names the API and upload hosts by pattern, not by id: the API and the
 * uploads bucket's CORS both need this distribution's domain, so the
 * distribution cannot also depend on them without a dependency cycle.
 */
export class Cdn extends Construct {
  readonly distribution: Distribution;
  /** The public key of the key group trusted for videos: its id is MEDIA_KEY_PAIR_ID. */
  readonly mediaSigningKey: PublicKey;
  readonly mediaKeyGroup: KeyGroup;

  constructor(scope: Construct, id: string, props: CdnProps) {
    super(scope, id);
    const { region, urlSuffix } = Stack.of(this);

    const contentSecurityPolicy = [
      "default-src 'self'",
      // Omise.js turns a card into a token in the browser (decision 0031).
      `script-src 'self' ${bootScriptHash()} https://www.googletagmanager.com https://connect.facebook.net https://cdn.omise.co`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "media-src 'self' blob:",
      // hls.js demuxes in a worker it starts from a blob (the learn page, decision 0034).
      "worker-src 'self' blob:",
      [
        "connect-src 'self'",
        `https://*.execute-api.${region}.${urlSuffix}`,
        `https://*.s3.${region}.${urlSuffix}`,
        'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
        'https://www.facebook.com https://connect.facebook.net',
        'https://vault.omise.co',
        // hls.js reads a broadcast's playlists and segments from IVS's playback hosts (decisions 0051, 0056).
        'https://*.live-video.net',
      ].join(' '),
      // Storefront modules embed maps, videos and external lessons.
      'frame-src https:',
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; ');

    const securityHeadersBehavior: ResponseSecurityHeadersBehavior = {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
    };
    const siteHeaders = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'Security headers of the SPA',
      securityHeadersBehavior,
    });

    const [mediaCors] = BUCKETS.media.cors;
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Security headers and CORS of media',
      securityHeadersBehavior,
      ...(props.extraWebOrigins.length > 0 && mediaCors
        ? {
            corsBehavior: {
              accessControlAllowOrigins: [...props.extraWebOrigins],
              accessControlAllowMethods: [...mediaCors.allowedMethods],
              accessControlAllowHeaders: [...mediaCors.allowedHeaders],
              accessControlAllowCredentials: false,
              accessControlMaxAge: Duration.seconds(mediaCors.maxAgeSeconds),
              originOverride: true,
            },
          }
        : {}),
    });

    // Playback (decision 0034): videos only with CloudFront signed cookies, which the SPA's pages on
    // the extra origins send cross-origin, so their CORS allows credentials.
    const videoHeaders = new ResponseHeadersPolicy(this, 'VideoHeaders', {
      comment: 'Security headers and credentialed CORS of videos',
      securityHeadersBehavior,
      ...(props.extraWebOrigins.length > 0
        ? {
            corsBehavior: {
              accessControlAllowOrigins: [...props.extraWebOrigins],
              accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
              accessControlAllowHeaders: ['Range'],
              accessControlExposeHeaders: ['Content-Length', 'Content-Range'],
              accessControlAllowCredentials: true,
              accessControlMaxAge: Duration.seconds(mediaCors?.maxAgeSeconds ?? 3000),
              originOverride: true,
            },
          }
        : {}),
    });
    // A new key is a new resource (CloudFront never changes a public key's bytes, and names are
    // unique), read by the API stack through its stack output: the old one can go once replaced.
    const keyHash = createHash('sha256').update(props.mediaSigningPublicKey).digest('hex').slice(0, 8);
    this.mediaSigningKey = new PublicKey(this, `MediaSigningKey${keyHash}`, {
      encodedKey: props.mediaSigningPublicKey,
      comment: 'Verifies the playback cookies of videos (decision 0034)',
    });
    CrossStackReferences.of(this.mediaSigningKey).produce(ReferenceStrength.WEAK);
    this.mediaKeyGroup = new KeyGroup(this, 'MediaKeyGroup', { items: [this.mediaSigningKey], comment: 'Signers of playback cookies' });

    const viewerRequest = (name: string, code: string) => ({
      eventType: FunctionEventType.VIEWER_REQUEST,
      function: new CloudFrontFunction(this, name, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 }),
    });
    const stripMediaPrefix = viewerRequest('StripMediaPrefix', STRIP_MEDIA_PREFIX);
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(props.media);
    const common: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: Stack.of(this).stackName,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Includes Asia, where the storefront's users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...common,
        origin: S3BucketOrigin.withOriginAccessControl(props.web),
        responseHeadersPolicy: siteHeaders,
        functionAssociations: [viewerRequest('SpaRoutes', SPA_ROUTES)],
      },
      // CloudFront takes the first pattern that matches, in this order.
      additionalBehaviors: {
        ...Object.fromEntries(
          // Videos (decision 0034), and broadcasts' recordings where IVS writes them (decision 0054).
          SIGNED_FOLDERS.map((folder) => [
            `${MEDIA_PATH}/${folder}/*`,
            {
              ...common,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
              origin: mediaOrigin,
              responseHeadersPolicy: videoHeaders,
              functionAssociations: [stripMediaPrefix],
              trustedKeyGroups: [this.mediaKeyGroup],
            },
          ]),
        ),
        // Images and other public media.
        [`${MEDIA_PATH}/*`]: {
          ...common,
          origin: mediaOrigin,
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [stripMediaPrefix],
        },
      },
    });
    acknowledge(this.distribution, 'The storefront sells to any country; no geographic restriction is wanted.', 'AwsSolutions-CFR1');
    acknowledge(
      this.distribution,
      'No WAF yet: a CloudFront web ACL must live in us-east-1 and adds a fixed monthly cost; the API has stage throttling. Revisit before launch.',
      'AwsSolutions-CFR2',
    );
    acknowledge(
      this.distribution,
      'The distribution uses the default *.cloudfront.net certificate, whose viewer TLS policy cannot be raised; a custom domain with an ACM certificate (TLSv1.2_2021) is the fix.',
      'AwsSolutions-CFR4',
    );
  }

  /** `https://<distribution domain>` */
  get origin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /** MEDIA_URL: where media is served, `https://<distribution domain>/media`. */
  get mediaUrl(): string {
    return `${this.origin}${MEDIA_PATH}`;
  }
}
