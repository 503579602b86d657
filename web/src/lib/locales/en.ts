/**
 * The English catalogue, the source of every worker-facing text: `{ id: ICU message }`. hi.ts and te.ts hold
 * the same ids (their type says so, and test/web/i18n-catalogues.test.ts checks keys, syntax and arguments).
 * The spec's English texts are written here exactly as the spec writes them ('LOGIN', 'Signout', ...).
 * Ids read `area.what`; job content (titles, descriptions) is never in a catalogue.
 */
export const en = {
  // The language switch.
  'language.label': 'Language',

  // Header.
  'header.login': 'LOGIN',

  // Shared pieces.
  'common.loading': 'Loading…',
  'common.tryAgain': 'Try again',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.edit': 'Edit',
  'common.saving': 'Saving',
  'common.pleaseWait': 'Please wait...',
  'common.notProvided': 'Not provided',
  'common.notUploaded': 'Not uploaded',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.backToHomepage': 'Back To Homepage',
  'common.findJobs': 'Find jobs',
  'common.loadingApplications': 'Loading your applications...',
  'page.title': '{page} | {product}',
  'page.titleHome': '{product}: earn while learning',
  'layout.skipToContent': 'Skip to main content',

  // Footer.
  'footer.blurb':
    '{product} is a marketplace for internships, part-time jobs and gig work in India, built for students who want to earn while learning.',
  'footer.copyright': '© 2021 {product}. All rights reserved.',
  'footer.links': '{column} links',
  'footer.company': 'Company',
  'footer.aboutUs': 'About us',
  'footer.contactUs': 'Contact us',
  'footer.partners': 'Partners',
  'footer.students': 'Students',
  'footer.internships': 'Internships',
  'footer.jobOpenings': 'Job Openings',
  'footer.campusAmbassador': 'Campus Ambassador',
  'footer.support': 'Support',
  'footer.helpSupport': 'Help & Support',
  'social.facebook': '{product} on Facebook',
  'social.instagram': '{product} on Instagram',
  'social.linkedin': '{product} on LinkedIn',

  // 404 and a page that failed.
  'notFound.title': 'Page not found',
  'notFound.heading': "Oops, This page isn't available.",
  'notFound.text': 'The link you followed may be broken, or the page may have been removed.',
  'routeError.heading': 'Something went wrong',
  'routeError.text': 'This page could not be shown. Please reload the page, or go back to the homepage.',
  'routeError.reload': 'Reload',

  // Validation (the client's own texts for the rules of shared/domain/rules.ts; the server's stay English).
  'validation.name': 'Name is required',
  'validation.gender': 'Please select Gender',
  'validation.dobRequired': 'Date of Birth is required',
  'validation.dobInvalid': 'Please enter a valid Date of Birth (you must be at least {age} years old)',
  'validation.languages': 'Please select atleast language',
  'validation.languagesOnce': 'Each language may be chosen once',
  'validation.city': 'Please select a city',
  'validation.education': 'Please select Education Level',
  'validation.mobileNumber': 'Please enter correct Mobile Number',
  'validation.otp': 'Please enter 6-digit OTP',
  'validation.collegeName': 'Please enter correct College Name',
  'validation.email': 'Email is invalid',
  'validation.hidden': '{field} must not contain control or direction characters',
  'validation.markup': '{field} must not contain < or >',

  // Codes the screens show by name.
  'gender.1': 'Male',
  'gender.0': 'Female',
  'gender.2': 'Other',
  'education.belowTenth': 'Below Tenth',
  'education.tenthPass': '10th Pass',
  'education.twelthPass': '12th Pass',
  'education.pursuingGraduation': 'Pursuing Graduation',
  'education.graduate': 'Graduate',
  'education.postGraduate': 'Post Graduate',
  'spokenLanguage.english': 'English',
  'spokenLanguage.hindi': 'Hindi',
  'spokenLanguage.telugu': 'Telugu',
  'status.APPLIED': 'New',
  'status.SHORTLISTED': 'Shortlisted',
  'status.SELECTED': 'Selected',
  'status.REJECTED': 'Rejected',

  // Personal details fields (registration step 1 and the profile).
  'field.gender': 'Gender',
  'field.dob': 'Date of Birth',
  'field.languages': 'Languages',
  'field.city': 'City',
  'field.education': 'Education Level',
  'field.collegeName': 'College Name',
  'field.email': 'Email',
  'field.mobileNumber': 'Mobile Number',
  'field.selectLanguages': 'Select languages',
  'field.selectEducation': 'Select education level',
  'field.searchDistrict': 'Type to search your district',
  'field.noDistrict': 'No district matches',

  // Documents and png uploads.
  'document.panCard': 'PAN card',
  'document.idCard': 'Student ID card',
  'upload.file': '{label} png file',
  'upload.uploading': 'Uploading {label}',
  'upload.progress': 'Uploading... {percent}%',
  'upload.replace': 'Replace',
  'upload.choose': 'Upload png',
  'upload.remove': 'Remove',
  'upload.hint': 'A png image of up to {megabytes} MB.',
  'upload.type': 'Only png images can be uploaded. Please choose a .png file.',
  'upload.size': 'The file is larger than {megabytes} MB. Please choose a smaller png image.',
  'upload.signature': 'This file is not a valid png image. Please choose another file.',
  'upload.failed': 'The upload failed. Please try again.',
  'upload.viewFull': 'View full image',

  // Profile.
  'profile.title': 'Profile',
  'profile.loading': 'Loading profile...',
  'profile.editForm': 'Edit profile',
  'profile.notSaved': 'Your profile was not saved.',

  // Dashboard: applied jobs and my office.
  'applied.none': 'You have not applied for any jobs yet.',
  'applied.status': 'Status:',
  'applied.on': 'Applied on {date}',
  'office.welcome': 'Welcome, {name}',
  'office.text': 'Here is where your applications stand.',
  'office.byStatus': 'Applications by status',
  'office.seeApplications': 'See my applications',

  // About us.
  'about.title': 'About us',
  'about.heading': 'About {product}',
  'about.mission': 'Our mission: earn while learning.',
  'about.team': 'Our team',
  'about.why': 'Why Work With Us',

  // Contact us.
  'contact.title': 'Contact us',
  'contact.heading': 'CONTACT US',
  'contact.lead': 'We would be happy to assist you',
  'contact.call': 'Call us',
  'contact.office': 'Our office in {city}',
  'contact.email': 'Support e-mail',
  'contact.help': 'We Would Be Happy to Help You',
  'contact.hours': 'Support hours',
  'contact.hoursWeekdays': 'Monday-Friday 9AM-7PM',
  'contact.hoursSaturday': 'Saturday 9AM-5PM',
  'contact.hoursSunday': 'Sunday closed',

  // The site's own copy (web/src/content/site.ts names these ids).
  'site.missionHeadline': 'Earn while learning',
  'site.missionText':
    '{product} connects students and young people across India with internships, part-time jobs and gig work they can fit around their classes, so they earn money and real experience at the same time.',
  'site.claimsTitle': 'Trusted by students and companies',
  'site.claimStudents': 'students have found work with us',
  'site.claimCompanies': 'companies get their work done by our students',
  'site.howTitle': 'How it works for students',
  'site.howSignIn': 'Sign in',
  'site.howSignInText': 'Press LOGIN at the top of the page and continue with your Google account.',
  'site.howAbout': 'Tell us about you',
  'site.howAboutText': 'Add your details, the languages you speak and your city.',
  'site.howVerify': 'Verify your mobile',
  'site.howVerifyText': 'Confirm your mobile number with a one-time code.',
  'site.howApply': 'Apply and earn',
  'site.howApplyText': 'Browse internships and gigs, apply in one click and start earning.',
  'site.founderHeading': 'A note from our founder',
  'site.founderParagraph1':
    'I started this company because I saw too many students choose between paying their fees and learning something new. Work should not have to wait until the degree is over.',
  'site.founderParagraph2':
    'Every task posted here is a chance to build a skill, meet a mentor and earn your own money. We check every company we work with, so that your first job is a good one.',
  'site.founderSignature': 'Founder, {product}',
  'site.teamFounder': 'Founder',
  'site.teamFounderAbout':
    'Started {product} to give students paid work that teaches them something, and still reads every piece of feedback.',
  'site.teamManager': 'Project Manager (Intern)',
  'site.teamManagerAbout':
    'Matches students with projects, keeps clients up to date and makes sure every task is finished on time.',
  'site.whyFlexible': 'Flexible hours',
  'site.whyFlexibleText': 'Pick work that fits around your classes and exams.',
  'site.whyPaid': 'Paid work',
  'site.whyPaidText': 'Every internship and gig listed here pays you for your time.',
  'site.whyReal': 'Real experience',
  'site.whyRealText': 'Work on live projects for real companies, not practice tasks.',
  'site.whyVerified': 'Verified companies',
  'site.whyVerifiedText': 'We check every company before its work reaches you.',
  'site.whyHome': 'Work from home',
  'site.whyHomeText': 'Many roles can be done from home, wherever you study.',
  'site.whySupport': 'Support when you need it',
  'site.whySupportText': 'Our team answers your questions six days a week.',
  'site.voicesTitle': 'What students say',
  'site.voiceHyderabad':
    'I paid my semester fees with the surveys I did on weekends, and learnt how to talk to customers.',
  'site.voiceHyderabadBy': 'B.Com student, Hyderabad',
  'site.voiceWarangal': 'My first internship came from here. The work was real and the payment came on time.',
  'site.voiceWarangalBy': 'B.Tech student, Warangal',
  'site.voiceVijayawada': 'The hours fit around my classes. I could choose work from home during exams.',
  'site.voiceVijayawadaBy': 'BBA student, Vijayawada',
  'site.pressFeatured': 'Featured in {publication}',
  'site.clientRetail': 'Retail client',
  'site.clientLogistics': 'Logistics client',
  'site.clientEducation': 'Education client',
  'site.clientHospitality': 'Hospitality client',
  'site.clientHealthcare': 'Healthcare client',

  // Sign-in, the client's own network messages, company logos.
  'signIn.pageTitle': 'Signing in',
  'signIn.failed': 'Sign-in failed',
  'signIn.signingIn': 'Signing you in',
  'signIn.providerError': 'The sign-in provider answered: {error}.',
  'signIn.noToken': 'The sign-in provider sent no sign-in token.',
  'signIn.wrongWindow': 'This sign-in was not started from this window, or it was already used.',
  'api.unreachable': 'Could not reach the server. Check your connection and try again.',
  'api.status': 'The server answered {status}. Please try again.',
  'company.logo': '{company} logo',
} as const;

/** A translation: every id of English, no other (an extra or missing id does not compile). */
export type Catalogue = Record<keyof typeof en, string>;
