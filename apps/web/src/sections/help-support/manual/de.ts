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
  commerce: {
    title: 'Bestellungen und BlueMart',
    blocks: [
      {
        p: 'Bestellungen zeigt alles, was über die Schließfächer verkauft wird: Shop-Bestellungen, Sammelkäufe, BlueExpress-Sendungen, Premium-Mitgliedschaften und Fachmieten, mit Zahlungen, Erstattungen und dem Ort, an dem jede wartet.',
      },
      {
        list: [
          'Suchen Sie eine Bestellung nach Handynummer, Barcode oder E-Mail des Kunden; öffnen Sie sie, um Positionen, jeden Zahlungsversuch und jede Erstattung zu sehen.',
          'Eine Erstattung braucht einen Grund und kann teilweise sein; dieselbe Anfrage zweimal gesendet erstattet nur einmal.',
          'Sammelkäufe führt Aktionen mit Preisstufen: Mitglieder treten bis zur Frist bei, dann gelingt die Aktion und jede Bestellung wird zur erreichten Stufe belastet, oder sie scheitert und niemand zahlt.',
          'Premium-Mitglieder verkauft Tarife, die sich selbst verlängern; Pakete eines Premium-Mitglieds dürfen länger warten, bevor sie überfällig sind.',
          'Prämiensystem führt die Punkte jedes Mitglieds: verdient, eingelöst, verfallen oder mit Grund angepasst, nie überschrieben.',
        ],
      },
      {
        p: 'Mit BlueExpress versenden Mitglieder ein Paket aus einem Schließfach: Sendung anlegen, Abgabecode weitergeben und bis zur Zustellung verfolgen; das Etikett wird auf der Seite der Sendung gedruckt.',
      },
    ],
  },
  community: {
    title: 'Schwarzes Brett',
    blocks: [
      {
        p: 'Community-Nachrichten ist der Ort, an dem Beiträge der Bewohner moderiert werden: zuerst die, die auf einen Moderator warten, dann das Brett.',
      },
      {
        list: [
          'Geben Sie einen Beitrag frei, damit er am Brett seines Gebäudes erscheint, oder lehnen Sie ihn mit einem Grund ab, den der Bewohner liest.',
          'Heften Sie einen Hinweis oben an; lösen Sie ihn, wenn er nicht mehr wichtig ist.',
          'Von mehreren Nachbarn gemeldete Beiträge sind verborgen, bis ein Moderator entscheidet; Meldungen und Kommentare stehen im Beitrag.',
          'Alles, was Bewohner schreiben, Bilder eingeschlossen, wird so gezeigt, wie es geschrieben wurde, und nichts darin wird ausgeführt.',
        ],
      },
      {
        p: 'Community-Systemnachrichten sendet Mitteilungen an ausgewählte Gebäude, von einem Startdatum bis zum Ablauf, oben an ihren Brettern angeheftet.',
      },
    ],
  },
  messaging: {
    title: 'SMS und E-Mail',
    blocks: [
      {
        list: [
          'Nummernliste: die Nummern und Absendernamen, von denen Nachrichten ausgehen, und die Empfänger, die mit STOP geantwortet haben (sie erhalten stattdessen eine E-Mail, wenn sie eine haben).',
          'SMS- und Benachrichtigungsvorlagen: jede Nachricht des Portals je Ereignis, Sprache und Kanal, mit Vorschau, SMS-Länge in Segmenten und früheren Versionen.',
          'SMS-Dashboard: Nachrichten pro Tag, zugestellt und fehlgeschlagen, die Gründe und die Kosten.',
          'E-Mail: Postausgang und Versandprotokoll (eine Nachricht öffnet sich so, wie der Empfänger sie sah), Nachrichten an die Bewohner ausgewählter Gebäude und die SMTP-Einstellungen.',
        ],
      },
    ],
  },
  advertising: {
    title: 'Werbung auf Schließfach-Bildschirmen',
    blocks: [
      {
        list: [
          'Werbeagenten: Werbekunden und Agenturen mit Kontakten und Vertragszeitraum.',
          'Werbegruppen: Kampagnen aus Bildern und Filmen, wann sie laufen und auf welchen Bildschirmen; ein Stern markiert Gruppen, denen Sie folgen.',
          'Werbeanalyse: wie oft jedes Element gezeigt und berührt wurde, pro Tag, Gruppe, Agent und Gebäude, mit CSV-Export.',
          'Weiterleitungen: Kurzlinks und QR-Codes auf den Bildschirmen, jeder Klick gezählt.',
        ],
      },
      {
        p: 'Die Schließfächer holen ihre Wiedergabeliste selbst ab und melden, was sie gezeigt haben; nichts muss von Hand geschickt werden.',
      },
      {
        p: 'Welche Anlagen eine Gruppe spielen: die der Gebäude, die sie als Ziel hat, und die Anlagen, die sie einzeln als Ziel hat; nennt die Gruppe Bildschirme, nur die Anlagen mit einem davon (und jedes Element nur auf einem Bildschirm, dessen Werbefläche seine Bildgröße hat). Eine Gruppe hat mindestens ein Gebäude oder eine Anlage als Ziel.',
      },
    ],
  },
  access: {
    title: 'Personen, Zugriff und Anbindungen',
    blocks: [
      {
        list: [
          'Berechtigungen: die Konten der Mitarbeitenden, ihre Stufe und Gebäude, die je Stufe verlangte Zwei-Faktor-Anmeldung und die offenen Sitzungen jeder Person.',
          'Tokens: Schlüssel für Systeme von Partnern, auf bestimmte Aktionen und Gebäude beschränkt; das Geheimnis wird einmal gezeigt und ein widerrufener Token endet sofort.',
          'Sperrliste: gesperrte Telefonnummern, E-Mails und Konten sowie Mitarbeiterkonten, die nach Fehlanmeldungen gesperrt wurden.',
          'Dienst: die Adressen, die Portal und Schließfächer nutzen, und Webhooks, die Paket- und Schließfachereignisse signiert an ein anderes System senden, mit ihrem Zustellprotokoll.',
        ],
      },
      {
        p: 'Niemand kann jemandem eine höhere Stufe als die eigene geben, und der Administrator eines Partners verwaltet nur dessen Personen.',
      },
    ],
  },
  bluekey: {
    title: 'BlueKey und Zusteller',
    blocks: [
      {
        p: 'BlueKey zeigt die Zusteller, die Ihre Schließfächer beliefern, mit Logo und Kennzahlen: Pakete, Wartezeit, Anteil überfälliger oder von Störungen betroffener Pakete.',
      },
      {
        list: [
          'Geben Sie einem Kurier einen Schlüssel: eine PIN, einen QR-Code oder einen Tag, gültig in ausgewählten Gebäuden oder Schließfächern für einen Zeitraum. Eine PIN oder ein QR-Code wird nur einmal gezeigt.',
          'Das Schließfach prüft den Schlüssel, bevor es sich für eine Einlieferung öffnet; jede Nutzung, erlaubt oder abgelehnt, steht auf der Seite des Schlüssels.',
          'Widerrufen Sie einen Schlüssel, und die nächste Prüfung an jedem Schließfach wird abgelehnt.',
        ],
      },
    ],
  },
};
