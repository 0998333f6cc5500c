import { DEFAULT_FOOTER_STYLE, DEFAULT_HEADER_STYLE } from '@lm/shared';
import type { ComponentType } from 'react';
import { FooterSystemOne, FooterSystemTwo } from './footers';
import { HeaderSystemOne } from './header-system-one';
import { HeaderSystemTwo } from './header-system-two';

/** Header and footer styles by their settings names; an unknown name falls back to the default style. */
const HEADERS: Record<string, ComponentType> = { headerSystemOne: HeaderSystemOne, headerSystemTwo: HeaderSystemTwo };
const FOOTERS: Record<string, ComponentType> = { footerSystemOne: FooterSystemOne, footerSystemTwo: FooterSystemTwo };

export const headerOf = (name: string | undefined): ComponentType => HEADERS[name ?? ''] ?? (HEADERS[DEFAULT_HEADER_STYLE] as ComponentType);
export const footerOf = (name: string | undefined): ComponentType => FOOTERS[name ?? ''] ?? (FOOTERS[DEFAULT_FOOTER_STYLE] as ComponentType);
