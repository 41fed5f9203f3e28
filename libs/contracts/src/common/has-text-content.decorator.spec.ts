import { problemsOf } from '../_testing/dto-test-helpers';
import { HasTextContent, visibleText } from './has-text-content.decorator';

class MessageDto {
  @HasTextContent()
  body!: string;
}

describe('visibleText', () => {
  it('removes tags and trims', () => {
    expect(visibleText('<p><strong> Hello </strong>world</p>\n')).toBe('Hello world');
  });

  it('reads non-breaking spaces as spaces', () => {
    expect(visibleText('<p>&nbsp;</p>')).toBe('');
  });
});

describe('HasTextContent', () => {
  it.each(['', '   ', '<p><br></p>', '<p>&nbsp;</p>', '<h1> </h1><ul><li></li></ul>'])(
    'rejects HTML without visible text (%p)',
    async (body) => {
      expect(await problemsOf(MessageDto, { body })).toEqual({ body: ['body must contain text'] });
    },
  );

  it('rejects a value that is not a string', async () => {
    expect(await problemsOf(MessageDto, { body: 42 })).toEqual({
      body: ['body must contain text'],
    });
  });

  it('accepts HTML with visible text', async () => {
    expect(await problemsOf(MessageDto, { body: '<p>Service update</p>' })).toEqual({});
  });
});
