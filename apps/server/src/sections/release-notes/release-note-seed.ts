// The demo's release notes, so Product Update is never empty on a fresh start: three published notes (the newest two
// days old, so the menu shows its New badge for a few days) and one draft waiting in the editor, in four languages.
import type { ReleaseNoteTranslations } from '@bluemanager/protocol';
import type { Kysely } from 'kysely';
import type { SectionSeedContext } from '../define-server-section.js';
import type { Database } from '../../db/schema.js';
import './release-note.tables.js';

const DAY_MS = 86_400_000;

interface SeedNote {
  daysAgo: number;
  state: 'draft' | 'published';
  category: string;
  title: string;
  body: string;
  translations: ReleaseNoteTranslations;
}

export const SEED_NOTES: readonly SeedNote[] = [
  {
    daysAgo: 2,
    state: 'published',
    category: 'feature',
    title: 'Support tickets from the locker',
    body: 'A locker’s help button now opens a support ticket with the locker and compartment already filled in.',
    translations: {
      fr: {
        title: 'Tickets d’assistance depuis le casier',
        body: 'Le bouton d’aide d’un casier ouvre désormais un ticket avec le casier et le compartiment déjà renseignés.',
      },
      de: {
        title: 'Support-Tickets vom Schließfach',
        body: 'Die Hilfetaste eines Schließfachs öffnet jetzt ein Ticket, in dem Schrank und Fach schon eingetragen sind.',
      },
      pt: {
        title: 'Pedidos de suporte a partir do cacifo',
        body: 'O botão de ajuda de um cacifo abre agora um pedido com o cacifo e o compartimento já preenchidos.',
      },
    },
  },
  {
    daysAgo: 18,
    state: 'published',
    category: 'improvement',
    title: 'Faster machine logs',
    body: 'Machine logs open at once even with a year of history, and export to CSV with the filters you chose.',
    translations: {
      fr: {
        title: 'Journaux des machines plus rapides',
        body: 'Les journaux des machines s’ouvrent aussitôt, même avec un an d’historique, et s’exportent en CSV avec vos filtres.',
      },
      de: {
        title: 'Schnellere Maschinenprotokolle',
        body: 'Maschinenprotokolle öffnen sich sofort, auch mit einem Jahr Verlauf, und lassen sich mit Ihren Filtern als CSV exportieren.',
      },
      pt: {
        title: 'Registos das máquinas mais rápidos',
        body: 'Os registos das máquinas abrem de imediato, mesmo com um ano de histórico, e exportam para CSV com os seus filtros.',
      },
    },
  },
  {
    daysAgo: 40,
    state: 'published',
    category: 'fix,security',
    title: 'Sign-in protection',
    body: 'Repeated failed sign-ins now lock the account for a while, and every attempt appears in Member Logs.',
    translations: {
      fr: {
        title: 'Protection de la connexion',
        body: 'Des échecs de connexion répétés verrouillent le compte un moment, et chaque tentative figure dans les journaux des membres.',
      },
      de: {
        title: 'Schutz der Anmeldung',
        body: 'Wiederholte Fehlanmeldungen sperren das Konto eine Zeit lang, und jeder Versuch erscheint in den Mitgliederprotokollen.',
      },
      pt: {
        title: 'Proteção do início de sessão',
        body: 'Falhas repetidas de início de sessão bloqueiam a conta durante algum tempo, e cada tentativa aparece nos registos dos membros.',
      },
    },
  },
  {
    daysAgo: 0,
    state: 'draft',
    category: 'feature',
    title: 'Carrier access keys',
    body: 'Couriers will soon open lockers with a PIN or QR code valid for chosen buildings and dates.',
    translations: {
      fr: {
        title: 'Clés d’accès des transporteurs',
        body: 'Les livreurs ouvriront bientôt les casiers avec un code PIN ou QR valable pour les immeubles et dates choisis.',
      },
    },
  },
];

export async function seedReleaseNotes(
  db: Kysely<Database>,
  { now }: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'sysadmin')
    .executeTakeFirst();
  let translations = 0;
  for (const note of SEED_NOTES) {
    const at = new Date(now.getTime() - note.daysAgo * DAY_MS).toISOString();
    const { id } = await db
      .insertInto('release_notes')
      .values({
        title: note.title,
        body: note.body,
        category: note.category,
        author_id: author?.id ?? null,
        create_time: at,
        updated_at: at,
        state: note.state,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Object.entries(note.translations).map(([language, text]) => ({
      note_id: id,
      language: language as keyof ReleaseNoteTranslations,
      title: text.title,
      body: text.body,
    }));
    if (rows.length > 0) await db.insertInto('release_note_translations').values(rows).execute();
    translations += rows.length;
  }
  return { release_notes: SEED_NOTES.length, release_note_translations: translations };
}
