/**
 * The zone's desk at scale (issue 16): 100,000 declarations across the zones, seeded in one
 * INSERT … SELECT generate_series on PostgreSQL, then the desk's inbox page, a filtered page (state,
 * form and a month) and a search by name, each at 10 connections for an officer of Antwerpen, the
 * busiest zone. The floor is one page of the same zone by a plain SELECT on the same tables from a bare
 * Fastify process (inbox-floor-server.ts), measured in the same run. Goal: p99 ≤ 50 ms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { EXAMPLES } from '@pow/domain/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import { sessionCookie, startServers, waitFor } from './support.ts';

const DECLARATIONS = 100_000;
const CONNECTIONS = 10;
/** inspector.claes's zone (Antwerpen) gets three declarations in ten, the rest spread over all zones. */
const ZONE = '5345';
const LASTNAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leroy',
  'Renard',
  'Schmitz',
  'Müller',
  'Hoffmann',
  'Vermeulen',
  'Van den Broeck',
  'Pauwels',
  'Hermans',
  'Aerts',
  'De Clercq',
  'Michiels',
  'Desmet',
  'Lemmens',
  'Dumont',
  'Lejeune',
  'Lefebvre',
  'Mathieu',
  'Leclercq',
  'Charlier',
  'Fontaine',
  'Gérard',
  'Thomas',
  'Van Damme',
];
const FIRSTNAMES = [
  'Jan',
  'Marie',
  'Noah',
  'Emma',
  'Lucas',
  'Olivia',
  'Louis',
  'Louise',
  'Arthur',
  'Mila',
  'Liam',
  'Elena',
  'Adam',
  'Julie',
  'Victor',
  'Sofie',
  'Tom',
  'Lotte',
  'Hugo',
  'Nina',
];

/**
 * 100,000 declarations handed to their zones over the last 180 days (the retention period), every
 * form, three languages, the three desk states, one in fifty at -1; payloads are the examples' with
 * the person's name changed, so a search reads as much JSON as it will in service.
 */
export async function seed(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const templates = [
      EXAMPLES.phishing,
      EXAMPLES.degradation_various,
      EXAMPLES.person,
      EXAMPLES.phishing_officer,
    ];
    await client.query(
      `with zones as (select array_agg(key order by key) as keys from ref_police_zones),
       seeded as (
         select g, ($1::jsonb)->(g % 4) as template,
           ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] as lastname,
           ($3::text[])[1 + (g * 11) % array_length($3::text[], 1)] as firstname
         from generate_series(1, ${DECLARATIONS}) g)
       insert into declarations (register, form, fact_type, language, zone_key, status, overview_method,
         delivered_by, session_id, user_type, idempotency_key, payload, created_at, updated_at)
       select 'BENCH-' || lpad(g::text, 6, '0'), template->>'form', coalesce(template->'fact'->>'type', 'other'),
         (array['nl', 'fr', 'de'])[1 + g % 3],
         case when g % 10 < 3 then '${ZONE}' else keys[1 + (g * 13) % array_length(keys, 1)] end,
         case when g % 50 = 0 then -1 else 3 end, 'ebox', 'ebox', gen_random_uuid(),
         case when template->>'form' = 'phishing_officer' then 'policeman' else 'citizen' end, g::text,
         jsonb_set(jsonb_set(jsonb_set(jsonb_set(template,
           '{declarant,firstname}', to_jsonb(firstname)), '{declarant,lastname}', to_jsonb(lastname)),
           '{victim,firstname}', to_jsonb(firstname)), '{victim,lastname}', to_jsonb(lastname)),
         now() - g * interval '155 seconds', now() - g * interval '155 seconds'
       from seeded, zones`,
      [JSON.stringify(templates), LASTNAMES, FIRSTNAMES],
    );
    await client.query(
      `insert into zone_inbox (declaration_id, zone_key, form, fact_type, search, declared_at, received_at, state,
         version, owner, taken_at, handled_by, handled_at, outcome, closing_note)
       select id, zone_key, form, fact_type,
         -- deskSearchText's words: the register and the declarant's and victim's names.
         lower(concat_ws(' ', register, payload->'declarant'->>'firstname', payload->'declarant'->>'lastname',
           payload->'victim'->>'firstname', payload->'victim'->>'lastname', payload->'victim'->>'name')),
         created_at, created_at + interval '20 seconds', (array['new', 'in_treatment', 'handled'])[1 + n % 3], 1 + n % 3,
         case when n % 3 > 0 then '71234' end, case when n % 3 > 0 then created_at + interval '1 day' end,
         case when n % 3 = 2 then '71234' end, case when n % 3 = 2 then created_at + interval '2 days' end,
         case when n % 3 = 2 then 'information_only' end, case when n % 3 = 2 then 'Afgehandeld.' end
       from (select id, zone_key, register, form, fact_type, payload, created_at,
               row_number() over (order by created_at) as n
             from declarations) numbered`,
    );
    // As autovacuum leaves tables in service: statistics and the visibility map up to date.
    await client.query('vacuum analyze declarations');
    await client.query('vacuum analyze zone_inbox');
    const { rows } = await client.query('select count(*)::int as n from zone_inbox where zone_key = $1', [
      ZONE,
    ]);
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

interface Line {
  target: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** Rows the answer said it found (the inbox's total), as a check that the query matched. */
  found?: number;
}

export async function deskAtScale(postgresUrl: string, seconds: number, port = 18090): Promise<string> {
  const floorPort = port + 2;
  const servers = await startServers(
    { portal: port, bare: port + 1 },
    { SIGNIN_RATE_LIMIT_PER_MINUTE: '100000' },
    {
      databaseUrl: postgresUrl,
    },
  );
  let floor: ChildProcess | undefined;
  try {
    const started = Date.now();
    const inZone = await seed(servers.databaseUrl!);
    const seeding = ((Date.now() - started) / 1000).toFixed(0);
    floor = spawn(process.execPath, [path.join(import.meta.dirname, 'inbox-floor-server.ts')], {
      env: { ...process.env, PORT: String(floorPort), DATABASE_URL: servers.databaseUrl },
      stdio: 'inherit',
    });
    await waitFor(`http://127.0.0.1:${floorPort}/page?zone=${ZONE}`);
    const cookie = await sessionCookie(servers.portal, 'inspector.claes', true);
    const inbox = `${servers.portal}/index.php/api/v1/zone/declarations`;
    // A month, six months back: the filter has to reach past the newest rows.
    const month = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const targets: [string, string][] = [
      ['floor: bare SELECT of one page', `http://127.0.0.1:${floorPort}/page?zone=${ZONE}`],
      // The portal's own fixed cost: a signed-in request, its session read and nothing of the desk.
      ['reference: v1/session/get, signed in', `${servers.portal}/index.php/api/v1/session/get`],
      ['inbox, page 1', `${inbox}?lang=nl`],
      ['inbox, page 50', `${inbox}?lang=nl&page=50`],
      [
        'filtered: state + form + one month',
        `${inbox}?lang=nl&state=new&form=degradation&from=${month(150)}&to=${month(120)}`,
      ],
      ['search by a common name (Peeters)', `${inbox}?lang=nl&q=Peeters`],
      ['search by first and last name (Jan Peeters)', `${inbox}?lang=nl&q=Jan%20Peeters`],
      ['search by a name nobody has (Vandenbroucke)', `${inbox}?lang=nl&q=Vandenbroucke`],
      ['search by register number (part)', `${inbox}?lang=nl&q=BENCH-0424`],
    ];
    const lines: Line[] = [];
    for (const [target, url] of targets) {
      const headers = { cookie };
      const first = await fetch(url, { headers }).then((response) => response.json());
      const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
      lines.push({
        target,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        errors: result.errors + result.non2xx,
        ...((first as { data?: { total?: number } }).data?.total !== undefined
          ? { found: (first as { data: { total: number } }).data.total }
          : {}),
      });
    }
    const floorP99 = Math.max(lines[0]!.p99, 1);
    return [
      `PostgreSQL; ${DECLARATIONS.toLocaleString('en')} declarations handed to their zones over 180 days (${seeding} s to seed, one INSERT … SELECT each table), ${inZone.toLocaleString('en')} of them in zone ${ZONE} (Antwerpen); signed in as inspector.claes; autocannon ${seconds} s per line, ${CONNECTIONS} connections. Goal: p99 ≤ 50 ms.`,
      '',
      'found: the answer\'s `total` (counted up to 1,000, then "more than").',
      '',
      '| target | found | req/s | p50 ms | p99 ms | p99 / floor | errors | goal |',
      '|---|---|---|---|---|---|---|---|',
      ...lines.map(
        (line, index) =>
          `| ${line.target} | ${line.found ?? '—'} | ${Math.round(line.rps)} | ${line.p50} | ${line.p99} | ${(line.p99 / floorP99).toFixed(1)} | ${line.errors} | ${index < 2 ? '' : line.p99 <= 50 ? 'met' : '**not met**'} |`,
      ),
    ].join('\n');
  } finally {
    floor?.kill('SIGTERM');
    await servers.stop();
  }
}
