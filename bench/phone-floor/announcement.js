import { useEffect, useState } from 'react';

/** Home's announcement, fetched as JSON as Home fetches /api/dashboard: null until it arrives. */
export function useAnnouncement() {
  const [html, setHtml] = useState(null);
  useEffect(() => {
    void fetch('./dashboard.json')
      .then((response) => response.json())
      .then((body) => setHtml(body.data.announcement));
  }, []);
  return html;
}
