import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Roasted-bean browns; shade 8 carries white text at 7:1. */
const espresso: MantineColorsTuple = [
  '#f9f3ee',
  '#eee2d7',
  '#dcc3ad',
  '#c9a281',
  '#b9865c',
  '#ae7444',
  '#a86b37',
  '#935a2b',
  '#7e4e25',
  '#5f3a1b',
];

const FONT_STACK =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'espresso',
  primaryShade: { light: 8, dark: 5 },
  colors: { espresso },
  // The spec's own breakpoints: phone < 550 px, tablet ≤ 768 px, desktop ≥ 1024 px.
  breakpoints: { xs: '34.375em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', shadow: 'xs', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    Select: { defaultProps: { allowDeselect: false, checkIconPosition: 'right' } },
    Modal: {
      defaultProps: { centered: true },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});
