/** The play and pause glyphs of the autoplay toggles (16 × 16), for the React icon and for plain DOM alike. */
export const PLAY_PAUSE_VIEWBOX = '0 0 16 16';
export const PLAY_GLYPH = 'M4 2.5v11l9-5.5z';
export const PAUSE_GLYPH = 'M4 2h3v12H4zM9 2h3v12H9z';
