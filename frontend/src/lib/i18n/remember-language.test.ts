import { rememberLanguage } from './remember-language';

describe('rememberLanguage', () => {
  it('keeps the choice in the lang cookie, then loads the page again', () => {
    const reload = jest.fn();
    rememberLanguage('pt-BR', reload);
    expect(document.cookie).toContain('lang=pt-BR');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
