/**
 * Constants of the public content pages (contest, legal). Plain data only: this module must not
 * import zod, so the landing and content pages stay free of schema code.
 */

export const CONTEST = {
  title: '1st Decal Contest',
  theme: 'CHAMPION',
  deadlineLabel: 'October 10, 2025 11:59 PM MT',
  /** 11:59 PM Mountain Daylight Time (UTC-6). */
  deadlineIso: '2025-10-11T05:59:00Z',
  winnersAnnouncedWithinDays: 5,
  screenshotsRequired: 3,
  minScreenshotSize: '1920x1080',
  minimumAge: 13,
  fileNamePattern: 'CreatorTag_DecalTitle_1.png',
  communityVoteMaxPercent: 20,
  pointsPerCriterion: 10,
  prizes: [
    { place: 'Grand Prize', reward: '3 months of Pro', winners: 1 },
    { place: 'Runner-ups', reward: '1 month of Pro each', winners: 2 },
    { place: "People's Choice", reward: '1 month of Pro', winners: 1 },
  ],
  judgingCriteria: [
    { name: 'Theme fit', description: 'How clearly the design says CHAMPION.' },
    { name: 'Creativity', description: 'An original idea, not a copy of an existing decal.' },
    { name: 'Visual impact', description: 'Reads well at game distance, from kickoff to replay.' },
    { name: 'Colour and composition', description: 'A palette and layout that work with the car body.' },
    { name: 'Presentation', description: 'Clean, well-lit screenshots that show the decal off.' },
  ],
} as const;

/** Total judges' points: criteria × points each. */
export const CONTEST_MAX_POINTS = CONTEST.judgingCriteria.length * CONTEST.pointsPerCriterion;

export const LEGAL = {
  lastUpdated: 'September 1, 2025',
  minimumAge: 13,
  historyRetentionMonths: 12,
  governingLaw: 'the State of Colorado, United States',
} as const;
