import { jobDetail, type JobView } from '../../src/shared/api/device-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { runningJobs } from '../../src/server/devices/jobs/job-runner';
import { callApi, signIn, type RawAnswer } from './api';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A test app with signed-in demo callers, for the device operation calls. */
export class DevicesDriver {
  private readonly tokens = new Map<string, string>();
  constructor(readonly t: TestApp) {}

  async token(user: string): Promise<string> {
    let token = this.tokens.get(user);
    if (!token) {
      token = (await signIn(this.t, user)).token;
      this.tokens.set(user, token);
    }
    return token;
  }

  async call(user: string, def: CallDef, request: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return callApi(this.t.app, def, request, { token: await this.token(user), headers });
  }

  /** The call's data; fails the test with the server's message when code ≠ 0. */
  async ok<T>(user: string, def: CallDef, request: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.call(user, def, request);
    if (answer.body.code !== 0) throw new Error(`${def.id} as ${user}: ${answer.body.code} ${answer.body.msg}`);
    return answer.body.data as T;
  }

  /** The job once it has ended, as operations reads it (waits up to a minute). */
  async finished(job: { id: number }): Promise<JobView> {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runningJobs.get(job.id);
    for (let i = 0; i < 600; i += 1) {
      const view = await this.ok<JobView>('ops', jobDetail, { params: { id: job.id } });
      if (view.state !== 'running') return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${job.id} still running`);
  }
}

export async function devicesTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<DevicesDriver> {
  return new DevicesDriver(await createTestApp(env, options));
}
