import { Typography, type BoxProps } from '@mantine/core';

/**
 * HTML the server has already sanitised to the editor's own tags (DESIGN §5 "Rich text"):
 * announcements, promotion descriptions and recipes. Links open in a new tab only if saved so.
 */
export function RichHtml({ html, ...props }: { html: string } & BoxProps) {
  return (
    <Typography {...props}>
      <div className="dripp-rich" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
