import type { ManualText } from './manual-types';

export const manualDe: ManualText = {
  start: {
    title: 'Erste Schritte',
    blocks: [
      {
        p: 'In BlueManager verfolgen Sie die Pakete in den smarten Schließfächern Ihrer Gebäude, die Menschen, die sie erhalten, und die Schließfächer selbst.',
      },
      { h: 'Zurechtfinden' },
      {
        list: [
          'Das Menü links zeigt, was Ihr Konto öffnen darf; auf dem Telefon öffnet es sich über die Menütaste.',
          'Die Glocke oben zählt, was Sie jetzt braucht: auffällige oder überfällige Pakete, unbeantwortete Anfragen.',
          'Die Suche oben findet ein Paket, ein Mitglied oder ein Schließfach von jeder Seite aus.',
          'Ihr Name oben rechts öffnet Profil, Sprache und Abmelden.',
        ],
      },
      { p: 'Jede Seite hat neben ihrem Titel einen Hilfe-Link, der ihr Kapitel in diesem Handbuch öffnet.' },
    ],
  },
  parcels: {
    title: 'Pakete',
    blocks: [
      {
        p: 'Wartend / Abgeholt listet alle Pakete Ihrer Gebäude: im Fach, abgeholt, zurückgeschickt, erwartet oder abgelaufen.',
      },
      {
        list: [
          'Filtern Sie nach Gebäude, Schließfach, Status oder Zeitraum; die Suche findet Sendungsnummer, Telefon oder Namen.',
          'Öffnen Sie ein Paket, um seinen Verlauf zu sehen, den Abholcode erneut zu senden oder es von Hand abzuschließen.',
          'Ein Paket nach seiner Frist wird als überfällig markiert und der Empfänger erinnert.',
        ],
      },
      { p: 'CSV exportieren lädt herunter, was die Liste zeigt, mit denselben Filtern.' },
    ],
  },
  members: {
    title: 'Mitglieder',
    blocks: [
      {
        p: 'Mitglieder sind die Bewohner, die Pakete erhalten: Wohnung, Telefone, E-Mail, Sprache und wie sie benachrichtigt werden möchten.',
      },
      {
        list: [
          'Fügen Sie ein Mitglied hinzu oder importieren Sie eine Liste; eine Telefonnummer wird in jeder Schreibweise angenommen.',
          'Setzen Sie ein Mitglied während der Abwesenheit auf Pause: Erinnerungen warten bis zur Rückkehr.',
          'Führen Sie zwei Einträge derselben Person zusammen oder vermerken Sie einen Auszug.',
        ],
      },
    ],
  },
  lockers: {
    title: 'Schließfächer und Fächer',
    blocks: [
      {
        p: 'Schließfächer zeigt jede Anlage mit ihrem Zustand: online, offline, außer Betrieb oder nie verbunden, und wann sie sich zuletzt gemeldet hat.',
      },
      {
        list: [
          'Öffnen Sie ein Schließfach, um seine Fächer, Einstellungen und Pakete zu sehen.',
          'Fächer zeigt jede Tür: frei, belegt, verklemmt oder außer Betrieb; eine verklemmte Tür bleibt markiert, bis sie schließt.',
          'Modelle beschreibt die Aufteilungen, aus denen Schließfächer gebaut werden.',
        ],
      },
    ],
  },
  settings: {
    title: 'Schließfach-Einstellungen',
    blocks: [
      {
        p: 'Die Schließfach-Einstellungen enthalten, was jedes Gebäude festlegt: wie lange ein Paket warten darf, wann Erinnerungen gehen und welche Nachrichten die Bewohner erhalten.',
      },
      {
        p: 'Änderungen gelten sofort für neue Pakete; jede wird mit altem und neuem Wert in den Mitgliederprotokollen festgehalten.',
      },
    ],
  },
  support: {
    title: 'Support-Tickets',
    blocks: [
      {
        p: 'Support ist die Warteschlange der Anfragen von Mitgliedern, Gebäudepersonal und den Hilfetasten der Schließfächer. Die Glocke zählt die ungelösten Tickets.',
      },
      { h: 'Ein Ticket bearbeiten' },
      {
        list: [
          'Neu: noch niemand hat es angesehen. Offen: jemand bearbeitet es. Wartet: der Anfragende muss antworten. Gelöst: erledigt.',
          'Jede Priorität hat eine Zielzeit (dringend 2 Stunden, hoch 8, normal 24, niedrig 72). Ein neues oder offenes Ticket danach ist überfällig.',
          'Eine Antwort lässt das Ticket auf den Anfragenden warten; eine interne Notiz liest nur das Personal.',
          'Wer zuerst auf ein nicht zugewiesenes Ticket antwortet, übernimmt es; jeder kann es neu zuweisen.',
          'Die Hilfetaste eines Schließfachs eröffnet ein Ticket hoher Priorität zu diesem Schließfach; erneutes Drücken ergänzt dasselbe Ticket.',
        ],
      },
      {
        p: 'Neues Ticket erfasst einen Anruf oder eine E-Mail im Namen einer Person, verknüpft mit Mitglied, Schließfach und Paket.',
      },
    ],
  },
  logs: {
    title: 'Protokolle',
    blocks: [
      {
        list: [
          'Geräteprotokolle: was die Schließfächer melden (Türen, Störungen, Strom und Netz, Firmware), mit einer Zeitleiste je Schließfach.',
          'Mitgliederprotokolle: jede Änderung im Portal, von wem, von wo und wann, mit den Werten davor und danach.',
          'Absturzprotokolle: Abstürze der Schließfächer und Fehler des Portals, gruppiert, wenn es derselbe Fehler ist. Markieren Sie eine Gruppe als gelöst, sobald eine Korrektur verteilt ist; sie öffnet sich von selbst wieder, wenn der Fehler zurückkehrt.',
        ],
      },
    ],
  },
  updates: {
    title: 'Produktneuigkeiten',
    blocks: [
      {
        p: 'Produkt-Update listet, was sich im Portal geändert hat. Das Menü zeigt Neu, solange eine Notiz ungelesen ist.',
      },
    ],
  },
};
