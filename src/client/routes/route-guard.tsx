import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { exchangeChatAppCode, loadSession, useSession, useSessionUser, signOutAfterLoadFailure, loginPath } from '../auth';
import { LoadingScreen } from '../ui/loading-screen';
import { guardDecision } from './guard-decision';

/** Carries out guardDecision for every navigation; renders its children only when allowed. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useSession((state) => state.hasToken);
  const userLoaded = useSessionUser() !== null;
  const landing = useSession((state) => state.landing);
  const decision = guardDecision({ pathname: location.pathname, search: location.search, hasToken, userLoaded, landing });
  // When the user arrives, the shell mounts in a background render that yields to the browser
  // every few milliseconds, instead of one long task (the loading screen stays until it is done).
  const rendering = useDeferredValue(decision.kind === 'render');

  useEffect(() => {
    if (decision.kind !== 'load-user') return;
    // The load fills the query cache, which the guard reads; a session ending meanwhile cancels it.
    loadSession().then(() => useSession.getState().landed(), signOutAfterLoadFailure);
  }, [decision.kind]);

  // Keyed by value: the decision object is new on every render, the exchange must run once.
  const exchangeKey = decision.kind === 'chat-app-exchange' ? JSON.stringify(decision) : null;
  useEffect(() => {
    if (!exchangeKey) return;
    const { authCode, corpId, continueTo } = JSON.parse(exchangeKey) as { authCode: string; corpId: string; continueTo: string };
    exchangeChatAppCode(authCode, corpId).then(
      (tokens) => {
        // Tokens first: the page we continue to must already see the session.
        useSession.getState().acceptTokens(tokens);
        navigate(continueTo, { replace: true });
      },
      // The failure handler already showed why; fall back to the ordinary sign-in.
      () => navigate(loginPath(continueTo), { replace: true }),
    );
  }, [exchangeKey, navigate]);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'load-user':
    case 'chat-app-exchange':
      return <LoadingScreen />;
    case 'render':
      return rendering ? <>{children}</> : <LoadingScreen />;
  }
}
