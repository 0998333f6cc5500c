import { CHUNK_LOAD_TIMEOUT_MS, ERRORS, LAZY_LOADER_DELAY_MS } from '@lm/shared';
import { Component, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPage } from '../lib/after-first-page';

export type ChunkFailure = 'timeout' | 'missing' | typeof ERRORS.cssChunkLoadFailed.code;

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    readonly chunk: string,
    cause?: unknown,
  ) {
    super(`Chunk ${chunk} failed to load (${failure})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Reports a chunk failure: logged, and announced for whoever listens (tests, monitoring). */
export function reportChunkFailure(error: ChunkLoadError): void {
  console.error(`[${error.failure === 'CSS_CHUNK_LOAD_FAILED' ? error.failure : ERRORS.chunkLoadFailed.code}]`, error.chunk, error.failure);
  window.dispatchEvent(new CustomEvent('lm:chunk-load-failed', { detail: { failure: error.failure, chunk: error.chunk } }));
}

function classify(error: unknown): ChunkFailure {
  // Vite's preload helper names a stylesheet it could not load.
  return /preload CSS|\.css/i.test(String((error as Error)?.message)) ? ERRORS.cssChunkLoadFailed.code : 'missing';
}

/** Imports a page chunk, failing as `timeout` after 120 s or `missing` when it cannot be fetched. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', chunk)), timeoutMs);
    load().then(
      (module) => (clearTimeout(timer), resolve(module)),
      (error: unknown) => (clearTimeout(timer), reject(new ChunkLoadError(classify(error), chunk, error))),
    );
  });
}

export type PageComponent = LazyExoticComponent<ComponentType<Record<string, never>>>;

/**
 * The component library's stylesheet comes with the first page rather than
 * blocking the first paint: the shell needs only the site's own styles.
 */
let componentStyles: Promise<unknown> | undefined;
const loadComponentStyles = () => (componentStyles ??= import('../styles/components.css'));

/**
 * Pages built without the component library: custom pages (the home page among them) render
 * their modules from the site's own styles, and the sign-in forms are plain elements, so they do
 * not wait for the library's stylesheet (16 KB gzip and a costly style recalculation on a phone);
 * it loads once the first page has rendered, for the next pages.
 */
const WITHOUT_COMPONENT_STYLES: ReadonlySet<string> = new Set(['custom-page', 'sign-in', 'instructor-sign-in', 'admin-login']);

/** A lazily loaded page, made on first use; `preload()` starts fetching it early. */
export function lazyPage(chunk: string, load: () => Promise<{ default: ComponentType<Record<string, never>> }>) {
  let loading: Promise<{ default: ComponentType<Record<string, never>> }> | undefined;
  const withStyles = () =>
    WITHOUT_COMPONENT_STYLES.has(chunk)
      ? load().then((module) => (afterFirstPage(() => void loadComponentStyles().catch(() => undefined)), module))
      : // The library's sheet is asked for first, so its link comes before the page's: the back office's full sheet (its own chunk's) then follows the partial one, whose reset would otherwise undo it.
        Promise.all([loadComponentStyles(), load()]).then(([, module]) => module);
  const start = () => (loading ??= loadChunk(chunk, withStyles));
  let page: PageComponent | undefined;
  return Object.assign(() => (page ??= lazy(start)), { preload: () => void start().catch(() => undefined) });
}

/**
 * Browsers remember a module that failed to import, so trying the same chunk
 * again in this document fails again; a reload fetches it (and, after a
 * deploy, the new index.html that names the new chunks).
 */
export const retryLoad = () => window.location.reload();

/** Shows the loader only when loading takes longer than 200 ms, so fast pages do not flash. */
export function DelayedLoader({ delayMs = LAZY_LOADER_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="page-loader" role="progressbar" aria-label={t('loader')}>
      <span className="page-loader__spinner" aria-hidden="true" />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry?: () => void;
  /** Changes when the user navigates, clearing a past failure. */
  resetKey: string;
}

/** Catches a page chunk that failed and offers to load it again. */
export class ChunkErrorBoundary extends Component<BoundaryProps, { error?: ChunkLoadError; resetKey: string }> {
  override state: { error?: ChunkLoadError; resetKey: string } = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { error };
    throw error;
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error?: ChunkLoadError; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) reportChunkFailure(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <LoadError
        failure={this.state.error.failure}
        onRetry={this.props.onRetry ?? retryLoad}
      />
    );
  }
}

function LoadError({ failure, onRetry }: { failure: ChunkFailure; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className="load-error" role="alert" data-failure={failure}>
      <h1>{t('loadError.title')}</h1>
      <p>{t(failure === 'timeout' ? 'loadError.timeout' : 'loadError.missing')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('loadError.retry')}
      </button>
    </section>
  );
}
