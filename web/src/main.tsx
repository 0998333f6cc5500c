import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SignIn } from './app/sign-in';
import { loadConfig, type RuntimeConfig } from './lib/config';

function App() {
  const [config, setConfig] = useState<RuntimeConfig>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadConfig().then(setConfig, () => setFailed(true));
  }, []);
  return (
    <main>
      <h1>Learning Marketplace</h1>
      {failed && <p role="alert">Cannot connect to the server</p>}
      {config && <SignIn apiUrl={config.apiUrl} />}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
