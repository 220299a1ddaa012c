import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Arrived } from './arrived';
import { laterModule, type LaterModule } from './later-module';

afterEach(cleanup);

interface Greeting {
  Greeting: () => ReactNode;
}

function Shown({ later }: { later: LaterModule<Greeting> }) {
  return <Arrived module={later} render={(module) => <module.Greeting />} fallback={<p>loading</p>} />;
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('a module shown once it has arrived, without Suspense', () => {
  it('asks for the module on mount, shows the fallback, then the module', async () => {
    const load = deferred<Greeting>();
    let asked = 0;
    const later = laterModule(() => {
      asked += 1;
      return load.promise;
    });
    render(<Shown later={later} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(asked).toBe(1);

    await act(async () => load.resolve({ Greeting: () => <p>hello</p> }));
    expect(screen.getByText('hello')).toBeTruthy();
  });

  it('shows a module that arrived before the component mounted at once', async () => {
    const later = laterModule(() => Promise.resolve<Greeting>({ Greeting: () => <p>ready</p> }));
    await later.load();
    render(<Shown later={later} />);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('hands a failed load to the nearest error boundary, as a failed lazy() would', async () => {
    const load = deferred<Greeting>();
    const later = laterModule(() => load.promise);
    render(
      <Caught>
        <Shown later={later} />
      </Caught>,
    );
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await act(async () => load.reject(new TypeError('Failed to fetch dynamically imported module')));
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    expect(later.failure()?.message).toBe('Failed to fetch dynamically imported module');
  });
});
