// What the About screen says: what is new in this release, the software Ripple is built with and
// its licences (the Swift packages of Package.swift; the web app uses no third-party code), and
// where the person's data is kept.

/** What changed in the release, newest first. */
export const WHATS_NEW = [
	'Related Habits on a habit’s details: the habits that go with it and the others of its category.',
	'Share Achievement: a picture of a Perfect Day or a streak milestone, drawn on your device.',
	'Pull down to refresh Today and Habits; long-press a tab for a preview; swipe with two fingers between tabs.',
	'The gesture tutorial teaches all four gestures.',
];

/**
 * The Swift packages Ripple is built with (Package.swift), with their licences.
 * @type {{name: string, url: string, licence: string, use: string}[]}
 */
export const LICENCES = [
	{
		name: 'Hummingbird',
		url: 'https://github.com/hummingbird-project/hummingbird',
		licence: 'Apache-2.0',
		use: 'The HTTP server',
	},
	{
		name: 'Hummingbird Auth',
		url: 'https://github.com/hummingbird-project/hummingbird-auth',
		licence: 'Apache-2.0',
		use: 'Password hashing and sessions',
	},
	{ name: 'GRDB.swift', url: 'https://github.com/groue/GRDB.swift', licence: 'MIT', use: 'The SQLite store' },
	{ name: 'PostgresNIO', url: 'https://github.com/vapor/postgres-nio', licence: 'MIT', use: 'The PostgreSQL store' },
	{ name: 'SwiftNIO', url: 'https://github.com/apple/swift-nio', licence: 'Apache-2.0', use: 'Networking' },
	{
		name: 'SwiftNIO Extras',
		url: 'https://github.com/apple/swift-nio-extras',
		licence: 'Apache-2.0',
		use: 'Networking helpers',
	},
	{
		name: 'SwiftNIO SSL',
		url: 'https://github.com/apple/swift-nio-ssl',
		licence: 'Apache-2.0',
		use: 'TLS for Web Push',
	},
	{
		name: 'Swift Crypto',
		url: 'https://github.com/apple/swift-crypto',
		licence: 'Apache-2.0',
		use: 'Web Push encryption, licences',
	},
	{ name: 'JWTKit', url: 'https://github.com/vapor/jwt-kit', licence: 'MIT', use: 'Web Push signatures' },
	{
		name: 'Swift Argument Parser',
		url: 'https://github.com/apple/swift-argument-parser',
		licence: 'Apache-2.0',
		use: 'The ripple command',
	},
	{
		name: 'ZIPFoundation',
		url: 'https://github.com/weichsel/ZIPFoundation',
		licence: 'MIT',
		use: 'Importing Loop Habit Tracker backups',
	},
	{
		name: 'swift-property-based',
		url: 'https://github.com/x-sheep/swift-property-based',
		licence: 'MIT',
		use: 'Tests only',
	},
];

/** Where the person's data is kept, and what leaves the device. */
export const PRIVACY = [
	{
		title: 'On the Ripple server',
		text: 'Your habits, check-ins, notes, settings and goals are stored in the server’s database (SQLite or PostgreSQL), run by whoever hosts this Ripple.',
	},
	{
		title: 'In this browser',
		text: 'A copy of your data in IndexedDB lets Ripple work offline, with the changes waiting to be sent; the app’s files and your last Today are kept in the browser’s caches.',
	},
	{
		title: 'With the app lock on',
		text: 'Profile → Privacy locks Ripple on this device with a passcode (and Face ID or your device’s unlock, if you add it). The copy in this browser and the changes waiting to be sent are then encrypted with a key only your passcode opens; the browser keeps no saved answers from the server and no last Today, and reminders say only “A habit is due”. The passcode never leaves this device.',
	},
	{
		title: 'Backups',
		text: 'A backup is a file you download or write with the ripple command; Ripple keeps no copy of it anywhere else. Keep it somewhere safe: it holds all your habits and notes.',
	},
	{
		title: 'Nothing sent elsewhere',
		text: 'Ripple sends your data to no one else: no analytics, no ads, no trackers. Only when you turn on notifications does the server send reminders through your browser’s Web Push service, with the text of the reminder.',
	},
	{
		title: 'Pictures you share',
		text: 'Achievement pictures are drawn on your device and leave it only when you share them.',
	},
];
