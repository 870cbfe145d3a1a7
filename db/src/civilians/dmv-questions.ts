import type { DmvTestType } from './constants';

export interface DmvQuestion {
  question: string;
  options: [string, string, string, string];
  /** Index into options. Never sent to the browser before grading. */
  answer: 0 | 1 | 2 | 3;
}

/** Ten questions per test type, graded on the server (the browser gets them without answers). */
export const DMV_QUESTIONS: Record<DmvTestType, DmvQuestion[]> = {
  "Standard Driver's License": [
    {
      question: 'What does a solid red traffic light mean?',
      options: [
        'Slow down and proceed with caution',
        'Come to a complete stop and wait until the light turns green',
        'Stop only if cross traffic is present',
        'Speed up to clear the intersection',
      ],
      answer: 1,
    },
    {
      question: 'At a four-way stop, who goes first when two vehicles arrive at the same time?',
      options: [
        'The vehicle on the left',
        'The larger vehicle',
        'The vehicle on the right',
        'Whichever driver honks first',
      ],
      answer: 2,
    },
    {
      question: 'What should you do when an emergency vehicle with lights and siren approaches?',
      options: [
        'Pull over to the right edge of the road and stop',
        'Speed up to stay ahead of it',
        'Stop immediately in your lane',
        'Keep driving at the same speed',
      ],
      answer: 0,
    },
    {
      question: 'What is the minimum following distance recommended in good conditions?',
      options: ['1 second', '3 seconds', '6 seconds', '10 seconds'],
      answer: 1,
    },
    {
      question: 'What does a flashing yellow traffic light mean?',
      options: [
        'Stop and wait for green',
        'The light is about to turn red',
        'Proceed with caution',
        'Pedestrians only',
      ],
      answer: 2,
    },
    {
      question: 'When may you pass a school bus that is stopped with its red lights flashing?',
      options: [
        'When no children are visible',
        'When you are in a hurry',
        'When you sound your horn first',
        'Only after the red lights stop flashing and the bus moves on',
      ],
      answer: 3,
    },
    {
      question: 'What does a solid yellow line on your side of the center line mean?',
      options: [
        'Passing is allowed',
        'Passing is not allowed',
        'The lane ends ahead',
        'It marks a bike lane',
      ],
      answer: 1,
    },
    {
      question: 'When must you use your headlights?',
      options: [
        'Only on highways',
        'Only when it is raining heavily',
        'From sunset to sunrise and whenever visibility is poor',
        'Only in tunnels',
      ],
      answer: 2,
    },
    {
      question: 'What should you do before changing lanes?',
      options: [
        'Signal, check your mirrors and look over your shoulder at your blind spot',
        'Honk to warn the other drivers',
        'Speed up as much as possible',
        'Brake firmly',
      ],
      answer: 0,
    },
    {
      question: 'What shape is a stop sign?',
      options: ['Triangle', 'Circle', 'Diamond', 'Octagon'],
      answer: 3,
    },
  ],
  'Motorcycle License': [
    {
      question: 'Which brake gives a motorcycle most of its stopping power?',
      options: ['The rear brake', 'The front brake', 'The engine brake', 'Both equally'],
      answer: 1,
    },
    {
      question: 'What is the most important piece of protective gear for a rider?',
      options: ['Gloves', 'Boots', 'A DOT-approved helmet', 'A leather jacket'],
      answer: 2,
    },
    {
      question: 'How do you start a turn at speed on a motorcycle?',
      options: [
        'Press the handgrip on the side of the turn (countersteer)',
        'Lean back on the seat',
        'Apply the rear brake',
        'Shift into neutral',
      ],
      answer: 0,
    },
    {
      question: 'Where in the lane should you usually ride to be seen by the car ahead?',
      options: [
        'Directly behind the car',
        'On the shoulder',
        'On the center line',
        'In the left or right third of the lane, where its mirrors can see you',
      ],
      answer: 3,
    },
    {
      question: 'What should you do when riding over railroad tracks that cross at an angle?',
      options: [
        'Cross at the same shallow angle as the tracks',
        'Turn to cross them as close to 90 degrees as practical',
        'Brake hard on the tracks',
        'Stand on the pegs and accelerate',
      ],
      answer: 1,
    },
    {
      question: 'When is the road most slippery after it starts to rain?',
      options: [
        'After several hours of rain',
        'Only at night',
        'In the first several minutes, as oil rises to the surface',
        'It is never slippery for motorcycles',
      ],
      answer: 2,
    },
    {
      question: 'How should a passenger sit on a motorcycle?',
      options: [
        'Facing backwards',
        'Holding the rider\u2019s waist or hips and keeping feet on the footrests',
        'Sideways with both feet on one side',
        'Standing on the rear pegs',
      ],
      answer: 1,
    },
    {
      question: 'What is the best way to handle a sharp curve?',
      options: [
        'Slow down before entering the curve and roll on the throttle through it',
        'Brake hard in the middle of the curve',
        'Enter fast and brake at the apex',
        'Pull in the clutch through the curve',
      ],
      answer: 0,
    },
    {
      question: 'May two motorcycles ride side by side in one lane?',
      options: [
        'Never, under any circumstances',
        'Only on highways',
        'Only at night',
        'Yes, where the law allows it, though staggered formation is safer',
      ],
      answer: 3,
    },
    {
      question: 'What should you do if your throttle sticks?',
      options: [
        'Jump off the motorcycle',
        'Shift to a higher gear',
        'Twist the throttle back and forth; if it stays stuck, pull in the clutch and use the engine cut-off switch',
        'Keep riding until the fuel runs out',
      ],
      answer: 2,
    },
  ],
  'CDL Class A': [
    {
      question: 'What does a Class A commercial license allow you to drive?',
      options: [
        'Only passenger cars',
        'Combination vehicles over 26,000 lbs where the towed unit is over 10,000 lbs',
        'Motorcycles only',
        'Only buses carrying 16 or more passengers',
      ],
      answer: 1,
    },
    {
      question: 'What must you check before coupling a tractor to a trailer?',
      options: [
        'Only the radio',
        'That the trailer is at the right height and the kingpin and fifth wheel line up',
        'That the trailer is empty',
        'Only the tire pressure of the tractor',
      ],
      answer: 1,
    },
    {
      question: 'What is off-tracking?',
      options: [
        'When the rear wheels follow a tighter path than the front wheels in a turn',
        'Driving off the road',
        'Losing your route on a GPS',
        'Switching lanes without signalling',
      ],
      answer: 0,
    },
    {
      question: 'What causes a jackknife?',
      options: [
        'Driving too slowly uphill',
        'Using the turn signal too early',
        'The drive wheels locking or skidding, often from hard braking',
        'An underinflated trailer tire',
      ],
      answer: 2,
    },
    {
      question: 'When is a pre-trip inspection required?',
      options: [
        'Once a month',
        'Only after an accident',
        'Only when carrying hazardous materials',
        'Before every trip',
      ],
      answer: 3,
    },
    {
      question: 'What should you do if the low air pressure warning comes on?',
      options: [
        'Keep driving to your destination',
        'Stop and park safely as soon as possible',
        'Pump the brakes repeatedly',
        'Turn off the engine while moving',
      ],
      answer: 1,
    },
    {
      question: 'How should you back a trailer?',
      options: [
        'Back slowly, use a helper if possible, and get out to look if unsure',
        'Back quickly to save time',
        'Rely on the mirrors alone',
        'Back up with the hazard lights off',
      ],
      answer: 0,
    },
    {
      question: 'What is the safest way to go down a long, steep grade?',
      options: [
        'In neutral to save fuel',
        'In a high gear with steady braking',
        'In a low gear, using the engine brake and light snub braking',
        'At the posted speed limit regardless of load',
      ],
      answer: 2,
    },
    {
      question: 'What is the fifth wheel?',
      options: [
        'A spare tire',
        'The steering wheel',
        'A wheel on the trailer landing gear',
        'The coupling plate on the tractor that locks onto the trailer kingpin',
      ],
      answer: 3,
    },
    {
      question: 'After coupling, how do you test the connection?',
      options: [
        'Honk the horn',
        'Pull gently forward with the trailer brakes locked (tug test)',
        'Drive at highway speed',
        'Rock the trailer by hand',
      ],
      answer: 1,
    },
  ],
  'CDL Class B': [
    {
      question: 'What does a Class B commercial license allow you to drive?',
      options: [
        'A single vehicle over 26,000 lbs, or one towing a unit of 10,000 lbs or less',
        'Only motorcycles',
        'Any tractor-trailer combination',
        'Only vehicles under 10,000 lbs',
      ],
      answer: 0,
    },
    {
      question: 'Which is an example of a Class B vehicle?',
      options: ['A compact car', 'A tractor-trailer', 'A city bus or straight truck', 'A scooter'],
      answer: 2,
    },
    {
      question: 'Why do large vehicles need more stopping distance?',
      options: [
        'Their brakes are weaker',
        'They are heavier, so it takes longer to stop',
        'They have smaller tires',
        'They are always driven faster',
      ],
      answer: 1,
    },
    {
      question: 'What are the no-zones around a large vehicle?',
      options: [
        'Parking spots reserved for trucks',
        'Lanes closed to trucks',
        'Places where trucks may not stop',
        'Blind spots around the vehicle where other drivers cannot be seen',
      ],
      answer: 3,
    },
    {
      question: 'How should you check your brakes on a vehicle with air brakes before driving?',
      options: [
        'Build full air pressure, then check the low-air warning and the spring brakes',
        'Kick the tires',
        'Drive at speed and brake hard',
        'Brakes do not need checking',
      ],
      answer: 0,
    },
    {
      question: 'When should you use your mirrors?',
      options: [
        'Only when backing up',
        'Only when changing lanes',
        'Regularly, scanning them every few seconds',
        'Only at night',
      ],
      answer: 2,
    },
    {
      question: 'What should you do if your brakes fail on a downgrade?',
      options: [
        'Shift into neutral',
        'Look for an escape ramp or an escape route',
        'Turn off the engine',
        'Open the door and jump out',
      ],
      answer: 1,
    },
    {
      question: 'How much space should you leave when turning right in a long vehicle?',
      options: [
        'Turn from the left lane into oncoming traffic',
        'Cut the corner tightly',
        'No extra space is needed',
        'Turn wide as you complete the turn, keeping the rear close to the curb',
      ],
      answer: 3,
    },
    {
      question: 'What should you do before driving under an overpass or bridge?',
      options: [
        'Know your vehicle\u2019s height and check the posted clearance',
        'Speed up',
        'Sound your horn',
        'Nothing, all bridges are tall enough',
      ],
      answer: 0,
    },
    {
      question: 'How should cargo be loaded?',
      options: [
        'All weight at the very back',
        'As high as possible',
        'Evenly balanced and secured so it cannot shift',
        'Loose, so it is easy to unload',
      ],
      answer: 2,
    },
  ],
};
