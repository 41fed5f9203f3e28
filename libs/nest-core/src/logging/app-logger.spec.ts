import { AppLogger } from './app-logger';

describe('AppLogger', () => {
  it('drops Nest start-up chatter and keeps everything else', () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const logger = new AppLogger('auth');
      logger.log('AppModule dependencies initialized', 'InstanceLoader');
      logger.log('Mapped {/api/user, GET} route', 'RouterExplorer');
      logger.log('Auth service listening on 127.0.0.1:4001', 'auth');
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).not.toMatch(/initialized|Mapped/);
    expect(written.join('')).toMatch(/\[auth\].*Auth service listening on 127\.0\.0\.1:4001/);
  });
});
