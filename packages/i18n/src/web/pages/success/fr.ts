import type { Texts } from './nl.ts';

/** The sent page in French; typed against nl.ts. */
export const fr: Texts = {
  title: 'Déclaration envoyée',
  lead: 'Merci. Votre déclaration nous est bien parvenue.',
  tracker: {
    title: 'Où en est votre déclaration ?',
    hint: 'Cette liste se met à jour toute seule. Vous ne devez rien faire.',
    state: {
      done: 'Terminé :',
      current: 'En cours :',
      upcoming: 'À venir :',
      warning: 'Attention :',
      error: 'Problème :',
    },
    received: 'Déclaration reçue',
    summary_sending: 'Envoi de votre résumé…',
    summary_ebox: 'Résumé envoyé dans votre eBox',
    summary_email: 'Résumé envoyé par e-mail',
    summary_fallback:
      'Votre eBox n’a pas pu être atteinte : nous vous avons donc envoyé le résumé PDF par e-mail.',
    declaration_error_pdf_not_sent:
      'Votre résumé n’a pas pu être créé. La police vous contactera dans les 48 heures ouvrables.',
    summary_later: 'Votre résumé suivra',
    zone_waiting: 'Transmission à la zone de police',
    zone_sending: 'Votre déclaration est en cours d’envoi à la zone de police…',
    zone_sent: 'Envoyée à la zone de police {{unit}}',
    zone_still: 'Votre déclaration est tout de même transmise à la zone de police {{unit}}',
    zone_later: 'Votre déclaration sera transmise à la zone de police compétente',
    later:
      'Votre déclaration a bien été reçue. Votre résumé suivra dans votre eBox ou par e-mail. Vous ne devez pas attendre sur cette page.',
    announce_zone:
      'Votre déclaration a été envoyée à la zone de police {{unit}}. Conservez votre numéro d’identification.',
  },
  mine: {
    link: 'Suivre cette déclaration plus tard',
    text: 'Même après avoir fermé cette fenêtre, vous la retrouvez dans Mes déclarations : où elle en est, votre résumé, et de quoi ajouter des informations.',
  },
  register: {
    title: 'Votre numéro d’identification',
    keep: 'Conservez ce numéro : notez-le ou faites une capture d’écran. Mentionnez-le si vous contactez la police au sujet de cette déclaration.',
    copy: 'Copier le numéro',
    copied: 'Le numéro a été copié.',
    copy_failed: 'La copie n’a pas fonctionné. Notez le numéro.',
  },
  officer_voice: {
    tracker: {
      title: 'Où en est la déclaration ?',
      summary_sending: 'Envoi du résumé…',
      summary_ebox: 'Résumé envoyé dans l’eBox de la victime',
      summary_fallback:
        'L’eBox de la victime n’a pas pu être atteinte : le résumé PDF a donc été envoyé par e-mail.',
      declaration_error_pdf_not_sent:
        'Le résumé n’a pas pu être créé. La zone de police contactera la victime dans les 48 heures ouvrables.',
      summary_later: 'Le résumé suivra',
      zone_sending: 'La déclaration est en cours d’envoi à la zone de police…',
      zone_still: 'La déclaration est tout de même transmise à la zone de police {{unit}}',
      zone_later: 'La déclaration sera transmise à la zone de police compétente',
      later:
        'La déclaration a bien été reçue. La victime recevra le résumé dans son eBox ou par e-mail. Vous ne devez pas attendre sur cette page.',
      announce_zone:
        'La déclaration a été envoyée à la zone de police {{unit}}. Donnez le numéro d’identification à la victime.',
    },
    register: {
      title: 'Numéro d’identification de la déclaration',
      keep: 'Donnez ce numéro à la victime ; il figure aussi sur le résumé. La victime le mentionne chaque fois qu’elle contacte la police au sujet de cette déclaration.',
    },
  },
  phishing_steps: {
    title: 'Faites ceci maintenant, si ce n’est pas déjà fait',
    hint: 'La première heure compte. Cochez ce que vous avez fait : cet onglet s’en souvient.',
    card: 'Faites bloquer votre carte bancaire chez Card Stop : <tel>{{cardStop}}</tel>, jour et nuit.',
    bank: 'Appelez votre banque au numéro de son site web ou de votre carte, jamais à un numéro du message. Demandez de bloquer les paiements suspects.',
    passwords:
      'Changez les mots de passe que vous avez donnés, et partout où vous utilisez le même. Activez la connexion en deux étapes là où c’est possible.',
    forward:
      'Transférez le message à Safeonweb, <email>{{email}}</email> (pour un SMS : une capture d’écran), puis supprimez-le.',
    done: 'Fait',
  },
  next: {
    title: 'Et maintenant ?',
    hours: 'Les déclarations en ligne sont traitées les jours ouvrables, pendant les heures de bureau.',
    contact: 'La police ne vous contacte que si votre dossier le nécessite.',
    urgent:
      'C’est urgent ? Appelez le <tel>101</tel> si vous avez besoin de la police, ou le <tel>112</tel> pour une aide médicale ou les pompiers.',
    home: 'Vers la page d’accueil',
  },
  confirmation: {
    sent: 'Merci pour votre déclaration. Elle a été envoyée à la zone de police compétente : celle du lieu des faits ou, pour le phishing, celle de votre domicile.',
    officer_sent:
      'La déclaration a été envoyée à la zone de police compétente : celle du lieu des faits ou, pour le phishing, celle du domicile de la victime.',
    summary:
      'Vous recevrez un résumé de votre déclaration en PDF dans votre eBox ou par e-mail. Son arrivée peut prendre un peu de temps.',
    officer_summary: 'La victime recevra un résumé de la déclaration en PDF dans son eBox ou par e-mail.',
    officer_contact: 'La zone de police ne contacte la victime que si le dossier le nécessite.',
    new_form: 'Faire une nouvelle déclaration',
    register:
      'Le numéro d’identification de cette déclaration est <b>{{register}}</b>. Conservez-le et mentionnez-le si vous contactez la police au sujet de cette déclaration.',
  },
};
