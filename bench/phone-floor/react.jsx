// The floor of a client-rendered page: React renders a header and the announcement fetched as JSON.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  const [html, setHtml] = useState(null);
  useEffect(() => {
    void fetch('./dashboard.json')
      .then((response) => response.json())
      .then((body) => setHtml(body.data.announcement));
  }, []);
  return (
    <>
      <header style={{ height: 60, background: '#3b2418', color: '#f6ead9', padding: '0 16px', lineHeight: '60px' }}>
        Dripp Portal
      </header>
      <main style={{ padding: 16 }}>
        <h2>Important announcement</h2>
        {html && <div dangerouslySetInnerHTML={{ __html: html }} />}
      </main>
    </>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
