import { style } from '@vanilla-extract/css';

export const column = style({ maxWidth: 560, marginInline: 'auto' });
