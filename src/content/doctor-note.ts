/**
 * Sends anyone with lasting complaints to a doctor: a bed is no treatment. Its own module, so the
 * chat can say it without loading the health page's figures.
 */
export const doctorNote =
  'Bei anhaltenden Schlafproblemen oder Beschwerden wenden Sie sich bitte an Ihre Ärztin oder Ihren Arzt.';
