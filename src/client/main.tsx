import { createRoot } from 'react-dom/client';
import { Entry } from './app/entry';
import { connectClient } from './app/connect-client';
import './i18n/i18n';
import './styles.css';

// Failure reactions must be attached before the first call (the guard's getUserInfo).
connectClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<Entry />);
