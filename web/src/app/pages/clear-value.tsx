import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { sessions } from '../../lib/sessions';
import { STORAGE_KEYS } from '../../lib/storage';

/** /clearvalue: forgets everything this browser stored for the site (sessions, cart, language). */
export default function ClearValuePage() {
  const navigate = useNavigate();
  useEffect(() => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    for (const store of Object.values(sessions)) {
      store.set({ token: undefined, refreshToken: undefined, expiresAt: undefined, user: undefined, isAuthenticated: false });
    }
    navigate(paths.home, { replace: true });
  }, [navigate]);
  return null;
}
