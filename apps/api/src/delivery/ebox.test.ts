import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EboxUnavailableError, HttpEbox } from './ebox.ts';

const MESSAGE = {
  rrn: '85073003328',
  subject: 'Uw aangifte',
  text: 'In bijlage de samenvatting van uw aangifte.',
  declarationGuid: '0b4a6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  attachments: [
    { filename: 'aangifte.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
  ],
};

let server: Server;
let base: string;
let status = 202;
const received: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: `${request.method} ${request.url}`, body: JSON.parse(body) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ebox`;
});
afterAll(() => {
  server.close();
});

describe('eBox gateway over HTTP (EBOX_ADAPTER=http)', () => {
  it('posts the message with its attachments in base64', async () => {
    await new HttpEbox(base).deliver(MESSAGE);
    expect(received.at(-1)).toEqual({
      path: 'POST /ebox/messages',
      body: {
        rrn: '85073003328',
        subject: 'Uw aangifte',
        text: 'In bijlage de samenvatting van uw aangifte.',
        declaration_guid: '0b4a6f1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
        attachments: [{ filename: 'aangifte.pdf', content_type: 'application/pdf', content: 'JVBERi0xLjc=' }],
      },
    });
  });

  it('fails the delivery on any other answer, so the pipeline falls back to e-mail', async () => {
    status = 503;
    await expect(new HttpEbox(base).deliver(MESSAGE)).rejects.toThrow(EboxUnavailableError);
    await expect(new HttpEbox('http://127.0.0.1:1').deliver(MESSAGE)).rejects.toThrow(EboxUnavailableError);
  });
});
