// The city the address form suggests for a PIN code: only sorting districts (first three digits)
// that serve one large city, so the suggestion is right for nearly every PIN code under them.
// Elsewhere the form suggests nothing rather than guess.

const CITIES: Readonly<Record<string, string>> = {
  '110': 'Delhi',
  '121': 'Faridabad',
  '122': 'Gurugram',
  '141': 'Ludhiana',
  '143': 'Amritsar',
  '144': 'Jalandhar',
  '171': 'Shimla',
  '180': 'Jammu',
  '190': 'Srinagar',
  '208': 'Kanpur',
  '211': 'Prayagraj',
  '221': 'Varanasi',
  '226': 'Lucknow',
  '248': 'Dehradun',
  '250': 'Meerut',
  '282': 'Agra',
  '302': 'Jaipur',
  '313': 'Udaipur',
  '342': 'Jodhpur',
  '360': 'Rajkot',
  '380': 'Ahmedabad',
  '390': 'Vadodara',
  '395': 'Surat',
  '400': 'Mumbai',
  '411': 'Pune',
  '422': 'Nashik',
  '440': 'Nagpur',
  '452': 'Indore',
  '462': 'Bhopal',
  '474': 'Gwalior',
  '482': 'Jabalpur',
  '492': 'Raipur',
  '500': 'Hyderabad',
  '520': 'Vijayawada',
  '530': 'Visakhapatnam',
  '560': 'Bengaluru',
  '570': 'Mysuru',
  '575': 'Mangaluru',
  '600': 'Chennai',
  '620': 'Tiruchirappalli',
  '625': 'Madurai',
  '641': 'Coimbatore',
  '673': 'Kozhikode',
  '680': 'Thrissur',
  '682': 'Kochi',
  '695': 'Thiruvananthapuram',
  '700': 'Kolkata',
  '751': 'Bhubaneswar',
  '753': 'Cuttack',
  '781': 'Guwahati',
  '800': 'Patna',
  '826': 'Dhanbad',
  '831': 'Jamshedpur',
  '834': 'Ranchi',
};

// PIN codes under those districts that are elsewhere: Lakshadweep's islands and Mahe.
const ELSEWHERE = ['68255', '673310'];

/** A city for a complete PIN code, or null when its sorting district serves many places. */
export function suggestedCityOfPinCode(pin: string): string | null {
  const digits = pin.trim();
  if (!/^[0-9]{6}$/.test(digits)) return null;
  if (ELSEWHERE.some((prefix) => digits.startsWith(prefix))) return null;
  return CITIES[digits.slice(0, 3)] ?? null;
}
