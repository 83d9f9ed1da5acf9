import { style } from '@vanilla-extract/css';

export const centred = style({ textAlign: 'center' });
export const message = style({ marginInline: 'auto' });
