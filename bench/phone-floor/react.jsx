// The floor of a client-rendered page: React renders a header and the announcement fetched as JSON.
import { createRoot } from 'react-dom/client';
import { useAnnouncement } from './announcement';

function Page() {
  const html = useAnnouncement();
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
