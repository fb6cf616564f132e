// The demo school's static pages as content (issue 31): today's texts of the remotes' page components
// and catalogs (SPEC.md's wording, with its Nepali), as pages made of blocks. Seeded with the demo content;
// staff edit them in the console from then on.
import type { Block, CreatePageBody } from '@school/shared/contract'

/** The students' testimonials under their heading, on the home and on /school. */
const STUDENTS_SAY: Block = { type: 'testimonials', kind: 'students', title: 'What Our Students Say', ne: { title: 'हाम्रा विद्यार्थीहरू के भन्छन्' } }

export const SEED_PAGES: CreatePageBody[] = [
  {
    "site": "school",
    "path": "/",
    "title": "Home",
    "description": "",
    "ne": {
      "description": "होप एकेडेमी हायर सेकेन्डरी स्कुल, ललितपुर: नर्सरीदेखि कक्षा १२ सम्म स्नेहसहितको पढाइ, धेरै विद्यार्थीलाई पूर्ण छात्रवृत्ति।",
      "title": "गृहपृष्ठ"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Welcome to Hope Academy</p><p><strong>A caring school where every child can grow into a confident, responsible citizen</strong></p><p>Since 2004, Hope Academy Higher Secondary School has welcomed children from Lalitpur and from the remote hills of Sindhupalchok, Dolakha and Karnali to learn side by side, from Nursery to Grade 12. More than 900 students study with us today, and nearly a third of them do so on full scholarships.</p><p>Our teachers combine the national curriculum with hands-on science, daily reading, sport, music and community service. Small classes, a counsellor on campus and a strong partnership with parents mean that no child is left behind.</p>",
        "ne": {
          "html": "<p>होप एकेडेमीमा स्वागत छ</p><p><strong>स्नेहले भरिएको विद्यालय, जहाँ हरेक बालबालिका आत्मविश्वासी र जिम्मेवार नागरिक बन्न सक्छन्</strong></p><p>सन् २००४ देखि होप एकेडेमी उच्च माध्यमिक विद्यालयले ललितपुर र सिन्धुपाल्चोक, दोलखा तथा कर्णालीका दुर्गम पहाडबाट आएका बालबालिकालाई नर्सरीदेखि कक्षा १२ सम्म सँगसँगै पढ्ने अवसर दिँदै आएको छ। आज यहाँ ९०० भन्दा बढी विद्यार्थी अध्ययनरत छन्, जसमध्ये झन्डै एक तिहाइले पूर्ण छात्रवृत्तिमा पढिरहेका छन्।</p><p>हाम्रा शिक्षकहरू राष्ट्रिय पाठ्यक्रमलाई व्यावहारिक विज्ञान, दैनिक पठन, खेलकुद, सङ्गीत र सामुदायिक सेवासँग जोड्छन्। साना कक्षा, क्याम्पसमै रहेका परामर्शदाता र अभिभावकसँगको बलियो साझेदारीले गर्दा कुनै पनि बालबालिका पछाडि पर्दैनन्।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "900+",
            "text": "Students from Nursery to Grade 12",
            "ne": {
              "title": "९००+",
              "text": "नर्सरीदेखि कक्षा १२ सम्मका विद्यार्थी"
            }
          },
          {
            "title": "68",
            "text": "Qualified teachers and staff",
            "ne": {
              "title": "६८",
              "text": "योग्य शिक्षक तथा कर्मचारी"
            }
          },
          {
            "title": "30%",
            "text": "Students on full scholarship",
            "ne": {
              "title": "३०%",
              "text": "पूर्ण छात्रवृत्तिमा पढ्ने विद्यार्थी"
            }
          },
          {
            "title": "98%",
            "text": "SEE and NEB pass rate over five years",
            "ne": {
              "title": "९८%",
              "text": "पछिल्ला पाँच वर्षको एसईई र एनईबी उत्तीर्ण दर"
            }
          }
        ]
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Preschool and Primary",
            "text": "Play-based learning in Nepali and English, phonics, number sense and plenty of time outdoors.",
            "ne": {
              "title": "पूर्वप्राथमिक र प्राथमिक",
              "text": "नेपाली र अंग्रेजीमा खेलमार्फत सिकाइ, अक्षर र ध्वनिको पहिचान, सङ्ख्याको बोध, र बाहिर खेल्ने प्रशस्त समय।"
            }
          },
          {
            "title": "Secondary",
            "text": "Science and computer labs, a 3,000-book library, clubs and inter-school competitions.",
            "ne": {
              "title": "माध्यमिक",
              "text": "विज्ञान र कम्प्युटर प्रयोगशाला, ३,००० पुस्तक भएको पुस्तकालय, क्लब र अन्तरविद्यालय प्रतियोगिता।"
            }
          },
          {
            "title": "Hope College (+2)",
            "text": "Science, Management and Education streams under the National Examinations Board.",
            "ne": {
              "title": "होप कलेज (+२)",
              "text": "राष्ट्रिय परीक्षा बोर्डअन्तर्गत विज्ञान, व्यवस्थापन र शिक्षा सङ्काय।"
            }
          }
        ]
      },
      {
        "type": "news",
        "limit": 4,
        "title": "Latest News",
        "ne": {
          "title": "ताजा समाचार"
        }
      },
      {
        "type": "events",
        "limit": 4,
        "title": "Upcoming Events",
        "ne": {
          "title": "आगामी कार्यक्रमहरू"
        }
      },
      {
        "type": "team",
        "title": "Our Executive Team",
        "ne": {
          "title": "हाम्रो कार्यकारी टोली"
        }
      },
      {
        "type": "logos",
        "title": "Our Partners",
        "ne": {
          "title": "हाम्रा साझेदारहरू"
        },
        "items": [
          {
            "name": "Hope Children's Trust",
            "file": "seed:partners/school/hope-children-trust.svg"
          },
          {
            "name": "Himalayan Learning Foundation",
            "file": "seed:partners/school/himalayan-learning.svg"
          },
          {
            "name": "Rotary Club of Patan",
            "file": "seed:partners/school/patan-rotary.svg"
          },
          {
            "name": "Girls' Education Network",
            "file": "seed:partners/school/girls-education-network.svg"
          },
          {
            "name": "Lalitpur Health Outreach",
            "file": "seed:partners/school/lalitpur-health-outreach.svg"
          },
          {
            "name": "Green Valley Library Project",
            "file": "seed:partners/school/green-valley-library.svg"
          },
          {
            "name": "Nepal Teachers' Forum",
            "file": "seed:partners/school/nepal-teachers-forum.svg"
          }
        ]
      },
      STUDENTS_SAY
    ]
  },
  {
    "site": "school",
    "path": "/about",
    "title": "About Us",
    "description": "Mission, vision, motto and philosophy of Hope Academy Higher Secondary School.",
    "ne": {
      "title": "हाम्रो बारेमा",
      "description": "होप एकेडेमी हायर सेकेन्डरी स्कुलको लक्ष्य, दृष्टि, आदर्श वाक्य र दर्शन।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Hope Academy Higher Secondary School was founded in 2004 by the Hope Academy Educational Trust with the support of Hope for Himalayan Children. From 64 children in rented rooms it has grown into a school, a college and a women’s centre that serve more than 1,100 learners every year.</p>",
        "ne": {
          "html": "<p>होप एकेडेमी उच्च माध्यमिक विद्यालयको स्थापना सन् २००४ मा होप फर हिमालयन चिल्ड्रेनको सहयोगमा होप एकेडेमी एजुकेसनल ट्रस्टले गरेको हो। भाडाका कोठामा ६४ जना बालबालिकाबाट सुरु भएको यो संस्था आज विद्यालय, कलेज र महिला केन्द्रमार्फत हरेक वर्ष १,१०० भन्दा बढी विद्यार्थीलाई सेवा दिने संस्था बनेको छ।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Our Mission",
            "text": "To give every child, whatever their family’s income, caste or home district, a safe, caring and excellent education that opens the door to further study and a dignified livelihood.",
            "ne": {
              "title": "हाम्रो ध्येय",
              "text": "परिवारको आम्दानी, जात वा गृहजिल्ला जेसुकै होस्, हरेक बालबालिकालाई सुरक्षित, स्नेहपूर्ण र उत्कृष्ट शिक्षा दिनु, जसले उच्च शिक्षा र सम्मानजनक जीविकोपार्जनको ढोका खोलोस्।"
            }
          },
          {
            "title": "Our Vision",
            "text": "A Nepal where every young person can read, think, work and lead, and where no talented child is left out of school because of poverty.",
            "ne": {
              "title": "हाम्रो दृष्टिकोण",
              "text": "यस्तो नेपाल, जहाँ हरेक युवा पढ्न, सोच्न, काम गर्न र नेतृत्व गर्न सक्छन्, र जहाँ गरिबीका कारण कुनै पनि प्रतिभाशाली बालबालिका विद्यालयबाट वञ्चित हुँदैनन्।"
            }
          },
          {
            "title": "Our Motto",
            "text": "Learning with care, leading with purpose. We care for the whole child, and we expect every child to use what they learn for the good of others.",
            "ne": {
              "title": "हाम्रो मूलमन्त्र",
              "text": "स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व। हामी बालबालिकाको सर्वाङ्गीण हेरचाह गर्छौं, र हरेक विद्यार्थीले आफूले सिकेको कुरा अरूको भलाइका लागि प्रयोग गरून् भन्ने अपेक्षा राख्छौं।"
            }
          },
          {
            "title": "Our Philosophy",
            "text": "Children learn best when they feel safe, known and respected. We combine high expectations with patience, and we treat mistakes as part of learning.",
            "ne": {
              "title": "हाम्रो दर्शन",
              "text": "बालबालिकाले आफूलाई सुरक्षित, चिनिएको र सम्मानित महसुस गर्दा सबैभन्दा राम्रोसँग सिक्छन्। हामी उच्च अपेक्षालाई धैर्यसँग जोड्छौं, र गल्तीलाई सिकाइकै एउटा अंग मान्छौं।"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>Our Aims</h2><ul><li>Provide quality education from Nursery to Grade 12 under the national curriculum.</li><li>Offer full scholarships to children from poor, marginalised and remote communities.</li><li>Develop strong literacy and numeracy in both Nepali and English.</li><li>Nurture creativity, critical thinking and good character through clubs, sport and service.</li><li>Support girls and women through the women’s centre, the clinic and vocational courses.</li><li>Train and retain excellent teachers through continuous professional development.</li><li>Work closely with parents, local government and partner organisations.</li></ul>",
        "ne": {
          "html": "<h2>हाम्रा उद्देश्यहरू</h2><ul><li>राष्ट्रिय पाठ्यक्रमअन्तर्गत नर्सरीदेखि कक्षा १२ सम्म गुणस्तरीय शिक्षा प्रदान गर्ने।</li><li>गरिब, सीमान्तकृत र दुर्गम समुदायका बालबालिकालाई पूर्ण छात्रवृत्ति उपलब्ध गराउने।</li><li>नेपाली र अंग्रेजी दुवै भाषामा बलियो पढाइ-लेखाइ र गणितीय सीप विकास गर्ने।</li><li>क्लब, खेलकुद र सेवाका माध्यमबाट सिर्जनशीलता, आलोचनात्मक सोच र असल चरित्रको विकास गर्ने।</li><li>महिला केन्द्र, क्लिनिक र व्यावसायिक कोर्समार्फत बालिका तथा महिलालाई सहयोग गर्ने।</li><li>निरन्तर पेसागत विकासमार्फत उत्कृष्ट शिक्षक तयार पार्ने र उनीहरूलाई विद्यालयमै टिकाइराख्ने।</li><li>अभिभावक, स्थानीय सरकार र साझेदार संस्थाहरूसँग नजिकबाट काम गर्ने।</li></ul>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Core Features</h2>",
        "ne": {
          "html": "<h2>मुख्य विशेषताहरू</h2>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Experienced teachers",
            "text": "Sixty-eight teachers and staff, trained every year in child-centred teaching.",
            "ne": {
              "title": "अनुभवी शिक्षक",
              "text": "बालमैत्री शिक्षण विधिमा हरेक वर्ष तालिम पाउने अठसट्ठी जना शिक्षक तथा कर्मचारी।"
            }
          },
          {
            "title": "Library and labs",
            "text": "More than 3,000 books, and science and computer laboratories for hands-on learning.",
            "ne": {
              "title": "पुस्तकालय र प्रयोगशाला",
              "text": "३,००० भन्दा बढी पुस्तक, र व्यावहारिक सिकाइका लागि विज्ञान तथा कम्प्युटर प्रयोगशाला।"
            }
          },
          {
            "title": "Boarding and meals",
            "text": "Safe boarding houses for scholarship students, with nutritious meals every day.",
            "ne": {
              "title": "छात्रावास र खाना",
              "text": "छात्रवृत्ति पाएका विद्यार्थीका लागि सुरक्षित छात्रावास, र हरेक दिन पोषिलो खाना।"
            }
          },
          {
            "title": "Counselling",
            "text": "A full-time counsellor and a child-protection policy that every adult on campus follows.",
            "ne": {
              "title": "परामर्श",
              "text": "पूर्णकालीन परामर्शदाता, र क्याम्पसका हरेक वयस्कले पालना गर्ने बाल संरक्षण नीति।"
            }
          },
          {
            "title": "Sports and arts",
            "text": "A football ground, volleyball and table-tennis courts, music, dance and art every week.",
            "ne": {
              "title": "खेलकुद र कला",
              "text": "फुटबल मैदान, भलिबल र टेबलटेनिस कोर्ट, साथै हरेक हप्ता सङ्गीत, नृत्य र चित्रकला।"
            }
          },
          {
            "title": "Community health",
            "text": "A clinic on campus for students, mothers and the neighbourhood, run with the women’s centre.",
            "ne": {
              "title": "सामुदायिक स्वास्थ्य",
              "text": "महिला केन्द्रसँग मिलेर चलाइएको क्याम्पसभित्रको क्लिनिक, जसले विद्यार्थी, आमाहरू र छिमेकलाई सेवा दिन्छ।"
            }
          }
        ]
      }
    ]
  },
  {
    "site": "school",
    "path": "/school",
    "title": "Our School",
    "description": "What we do, why families choose Hope Academy, and our strengths, from Nursery to Grade 12.",
    "ne": {
      "title": "हाम्रो विद्यालय",
      "description": "हामी के गर्छौँ, अभिभावकहरूले होप एकेडेमी किन रोज्छन्, र नर्सरीदेखि कक्षा १२ सम्मका हाम्रा विशेषताहरू।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Hope Academy Higher Secondary School teaches about 900 children from Nursery to Grade 12 on its campus at Bhimsen Marg, Lalitpur. We follow the national curriculum of the Curriculum Development Centre and prepare students for the Secondary Education Examination (SEE) and the National Examinations Board (NEB) examinations.</p><p>Almost a third of our students come from remote districts and live in our boarding houses on full scholarships. Learning alongside children from Lalitpur, they bring Tamang, Sherpa, Magar, Dalit and Newar traditions into one school family.</p>",
        "ne": {
          "html": "<p>होप एकेडेमी उच्च माध्यमिक विद्यालयले ललितपुरको भीमसेन मार्गस्थित आफ्नो क्याम्पसमा नर्सरीदेखि कक्षा १२ सम्मका करिब ९०० बालबालिकालाई पढाउँछ। हामी पाठ्यक्रम विकास केन्द्रको राष्ट्रिय पाठ्यक्रम अनुसार पढाउँछौं, र विद्यार्थीलाई माध्यमिक शिक्षा परीक्षा (एसईई) तथा राष्ट्रिय परीक्षा बोर्ड (एनईबी) का परीक्षाका लागि तयार पार्छौं।</p><p>हाम्रा झन्डै एक तिहाइ विद्यार्थी दुर्गम जिल्लाबाट आएका छन् र पूर्ण छात्रवृत्तिमा हाम्रो छात्रावासमा बस्छन्। ललितपुरका बालबालिकासँगै पढ्दै उनीहरूले तामाङ, शेर्पा, मगर, दलित र नेवार परम्परालाई एउटै विद्यालय परिवारमा ल्याउँछन्।</p>"
        }
      },
      {
        "type": "tabs",
        "items": [
          {
            "title": "What we do?",
            "html": "<h2>A complete education, from the first day of Nursery to the last exam of Grade 12</h2><ul><li>Play-based early years in Nepali and English, with phonics, stories, counting games and daily outdoor time.</li><li>A primary programme that builds strong reading, writing and mathematics, with a reading period every single day.</li><li>Secondary classes with practical science, computer science, optional mathematics and accountancy.</li><li>Science, Management and Education streams in Grades 11 and 12 at Hope College.</li><li>Boarding for scholarship students, with house parents, evening study hours and weekend activities.</li><li>Clubs for eco-action, debate, music, art, scouting and coding, and a sports programme for every child.</li></ul>",
            "ne": {
              "title": "हामी के गर्छौं?",
              "html": "<h2>नर्सरीको पहिलो दिनदेखि कक्षा १२ को अन्तिम परीक्षासम्म पूर्ण शिक्षा</h2><ul><li>नेपाली र अंग्रेजीमा खेलमार्फत प्रारम्भिक सिकाइ, जसमा अक्षर र ध्वनिको पहिचान, कथा, गन्ती खेल र हरेक दिन बाहिरी गतिविधि हुन्छन्।</li><li>पढाइ, लेखाइ र गणितमा बलियो आधार बनाउने प्राथमिक कार्यक्रम, जसमा हरेक दिन एउटा पठन घण्टी हुन्छ।</li><li>व्यावहारिक विज्ञान, कम्प्युटर विज्ञान, ऐच्छिक गणित र लेखासहितका माध्यमिक कक्षा।</li><li>होप कलेजमा कक्षा ११ र १२ का लागि विज्ञान, व्यवस्थापन र शिक्षा सङ्काय।</li><li>छात्रवृत्ति पाएका विद्यार्थीका लागि छात्रावास, जहाँ छात्रावास अभिभावक, साँझको अध्ययन समय र सप्ताहान्तका गतिविधि हुन्छन्।</li><li>वातावरण संरक्षण, वादविवाद, सङ्गीत, चित्रकला, स्काउट र कोडिङका क्लब, साथै हरेक बालबालिकाका लागि खेलकुद कार्यक्रम।</li></ul>"
            }
          },
          {
            "title": "Why Us?",
            "html": "<h2>Why families choose Hope Academy</h2><ul><li>Small classes of no more than 32 students, so every teacher knows every child by name.</li><li>Consistent results: a 98% pass rate in SEE and NEB examinations over the last five years.</li><li>A trained counsellor on campus and a clear child-protection policy that every staff member signs.</li><li>Full scholarships that cover tuition, uniforms, stationery, meals and educational tours.</li><li>Regular parent–teacher meetings, a termly report with written comments, and an open door to the principal.</li><li>A safe, green campus with a library, laboratories, a computer lab and a full-size football ground.</li></ul>",
            "ne": {
              "title": "हामी नै किन?",
              "html": "<h2>परिवारहरूले होप एकेडेमी किन रोज्छन्</h2><ul><li>एउटा कक्षामा ३२ जनाभन्दा बढी विद्यार्थी हुँदैनन्, त्यसैले हरेक शिक्षकले हरेक विद्यार्थीलाई नामले चिन्छन्।</li><li>निरन्तर राम्रो नतिजा: पछिल्ला पाँच वर्षमा एसईई र एनईबी परीक्षामा ९८% उत्तीर्ण दर।</li><li>क्याम्पसमै तालिमप्राप्त परामर्शदाता, र हरेक कर्मचारीले हस्ताक्षर गर्ने स्पष्ट बाल संरक्षण नीति।</li><li>शिक्षण शुल्क, पोसाक, स्टेसनरी, खाना र शैक्षिक भ्रमण समेट्ने पूर्ण छात्रवृत्ति।</li><li>नियमित अभिभावक–शिक्षक भेटघाट, लिखित टिप्पणीसहितको त्रैमासिक प्रगति विवरण, र प्रधानाध्यापकसँग भेट्न जहिले पनि खुला ढोका।</li><li>पुस्तकालय, प्रयोगशाला, कम्प्युटर कक्ष र पूर्ण आकारको फुटबल मैदानसहितको सुरक्षित र हरियाली क्याम्पस।</li></ul>"
            }
          },
          {
            "title": "Strength",
            "html": "<h2>Our strengths</h2><ul><li>Sixty-eight dedicated teachers and staff, most of whom have been with the school for more than five years.</li><li>A library of more than 3,000 books in Nepali and English, and twelve computers for research.</li><li>Science and computer laboratories renovated in 2080 B.S. with support from our alumni.</li><li>A strong partnership with Hope for Himalayan Children, which funds scholarships and teacher training.</li><li>An active alumni network of doctors, engineers, teachers, nurses and entrepreneurs in Nepal and abroad.</li><li>A women’s centre and clinic on the same campus, which serve mothers and the wider community.</li></ul>",
            "ne": {
              "title": "हाम्रो बल",
              "html": "<h2>हाम्रा सबल पक्षहरू</h2><ul><li>अठसट्ठी जना समर्पित शिक्षक तथा कर्मचारी, जसमध्ये अधिकांश पाँच वर्षभन्दा बढी समयदेखि विद्यालयसँग छन्।</li><li>नेपाली र अंग्रेजीका ३,००० भन्दा बढी पुस्तक भएको पुस्तकालय, र खोजका लागि बाह्र वटा कम्प्युटर।</li><li>पूर्वविद्यार्थीहरूको सहयोगमा वि.सं. २०८० मा नवीकरण गरिएका विज्ञान र कम्प्युटर प्रयोगशाला।</li><li>छात्रवृत्ति र शिक्षक तालिममा आर्थिक सहयोग गर्ने होप फर हिमालयन चिल्ड्रेनसँगको बलियो साझेदारी।</li><li>नेपाल र विदेशमा रहेका चिकित्सक, इन्जिनियर, शिक्षक, नर्स र उद्यमीहरूको सक्रिय पूर्वविद्यार्थी सञ्जाल।</li><li>आमाहरू र वृहत् समुदायलाई सेवा दिने महिला केन्द्र र क्लिनिक, एउटै क्याम्पसमा।</li></ul>"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>Message from the Director</h2><p>Namaste, and welcome to Hope Academy.</p><p>When we opened our doors in 2004 with 64 children in rented rooms, our dream was simple: a school where a child from a mountain village and a child from Patan would receive exactly the same care and the same chances. Twenty years later, that dream still guides every decision we make.</p><p>We measure our success not only in examination results, although we are proud of them, but in the confidence, kindness and curiosity our students carry into the world. I invite you to visit us, meet our teachers and see our students at work.</p><p><strong>Ramesh Prasad Adhikari</strong><br />Director, Hope Academy</p>",
        "ne": {
          "html": "<h2>निर्देशकको सन्देश</h2><p>नमस्ते, होप एकेडेमीमा तपाईंलाई हार्दिक स्वागत छ।</p><p>सन् २००४ मा भाडाका कोठामा ६४ जना बालबालिकासहित हामीले विद्यालय सुरु गर्दा हाम्रो सपना सरल थियो: यस्तो विद्यालय, जहाँ हिमाली गाउँका बालबालिका र पाटनका बालबालिकाले ठ्याक्कै उही माया र उही अवसर पाऊन्। बीस वर्षपछि पनि त्यही सपनाले हाम्रो हरेक निर्णयलाई डोर्‍याइरहेको छ।</p><p>हामी आफ्नो सफलता परीक्षाको नतिजाले मात्र मापन गर्दैनौं, यद्यपि त्यसमा हामीलाई गर्व छ; हाम्रा विद्यार्थीले संसारमा बोकेर जाने आत्मविश्वास, दयाभाव र जिज्ञासाले पनि मापन गर्छौं। हामीकहाँ आउन, हाम्रा शिक्षकहरूलाई भेट्न र हाम्रा विद्यार्थीलाई सिकिरहेको नजिकबाट हेर्न म तपाईंलाई निम्तो दिन्छु।</p><p><strong>रमेश प्रसाद अधिकारी</strong><br />निर्देशक, होप एकेडेमी</p>"
        }
      },
      STUDENTS_SAY
    ]
  },
  {
    "site": "school",
    "path": "/college",
    "title": "Hope College",
    "description": "Grades 11 and 12 in Science, Management and Education under the National Examinations Board.",
    "ne": {
      "title": "होप कलेज",
      "description": "राष्ट्रिय परीक्षा बोर्ड अन्तर्गत विज्ञान, व्यवस्थापन र शिक्षा संकायमा कक्षा ११ र १२।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Our Programmes</h2><p>Hope College offers three streams for Grades 11 and 12, affiliated to the National Examinations Board (NEB).</p>",
        "ne": {
          "html": "<h2>हाम्रा कार्यक्रमहरू</h2><p>होप कलेजले राष्ट्रिय परीक्षा बोर्ड (NEB) अन्तर्गत कक्षा ११ र १२ मा तीन संकाय सञ्चालन गर्छ।</p>"
        }
      },
      {
        "type": "programmes",
        "items": [
          {
            "name": "Science",
            "summary": "For students who want to become doctors, engineers, nurses, scientists or IT professionals.",
            "subjects": [
              "Compulsory English",
              "Compulsory Nepali",
              "Physics",
              "Chemistry",
              "Biology or Computer Science",
              "Mathematics"
            ],
            "html": "<p>Our Science stream follows the NEB curriculum with six hours of laboratory work every week in physics, chemistry and biology. Students choose Biology for the medical track or Computer Science for engineering and IT.</p><p>Entrance preparation classes for medical and engineering entrance examinations run every Saturday in Grade 12. Our science club takes part in the district and provincial science fairs each year.</p><p>Admission requires a GPA of 2.8 or above in SEE, with at least a C+ in Science and Mathematics, and an entrance test.</p>",
            "ne": {
              "name": "विज्ञान",
              "summary": "चिकित्सक, इन्जिनियर, नर्स, वैज्ञानिक वा सूचना प्रविधिका पेसाकर्मी बन्न चाहने विद्यार्थीका लागि।",
              "subjects": [
                "अनिवार्य अंग्रेजी",
                "अनिवार्य नेपाली",
                "भौतिकशास्त्र",
                "रसायनशास्त्र",
                "जीवविज्ञान वा कम्प्युटर विज्ञान",
                "गणित"
              ],
              "html": "<p>हाम्रो विज्ञान सङ्काय राष्ट्रिय परीक्षा बोर्डको पाठ्यक्रम अनुसार चल्छ, जसमा भौतिकशास्त्र, रसायनशास्त्र र जीवविज्ञानमा हरेक हप्ता छ घण्टा प्रयोगशाला कार्य हुन्छ। मेडिकल क्षेत्रमा जान चाहने विद्यार्थीले जीवविज्ञान, र इन्जिनियरिङ वा सूचना प्रविधितर्फ जान चाहनेले कम्प्युटर विज्ञान रोज्छन्।</p><p>कक्षा १२ मा मेडिकल र इन्जिनियरिङ प्रवेश परीक्षाको तयारी कक्षा हरेक शनिबार सञ्चालन हुन्छ। हाम्रो विज्ञान क्लबले हरेक वर्ष जिल्ला र प्रदेशस्तरीय विज्ञान मेलामा भाग लिन्छ।</p><p>भर्नाका लागि एसईईमा २.८ वा सोभन्दा बढी जीपीए, विज्ञान र गणितमा कम्तीमा C+ ग्रेड, र प्रवेश परीक्षा आवश्यक पर्छ।</p>"
            }
          },
          {
            "name": "Management",
            "summary": "For future accountants, bankers, entrepreneurs, hotel managers and public administrators.",
            "subjects": [
              "Compulsory English",
              "Compulsory Nepali",
              "Accountancy",
              "Economics",
              "Business Studies",
              "Hotel Management or Computer Science"
            ],
            "html": "<p>The Management stream combines accountancy, economics and business studies with practical projects such as running the college canteen and the annual charity fair.</p><p>Students visit banks, cooperatives and hotels in the Kathmandu Valley, and Grade 12 students complete a two-week internship with a local business.</p><p>Admission requires a GPA of 2.0 or above in SEE and an interview.</p>",
            "ne": {
              "name": "व्यवस्थापन",
              "summary": "भावी लेखापाल, बैंकर, उद्यमी, होटल व्यवस्थापक र सार्वजनिक प्रशासकका लागि।",
              "subjects": [
                "अनिवार्य अंग्रेजी",
                "अनिवार्य नेपाली",
                "लेखाशास्त्र",
                "अर्थशास्त्र",
                "व्यावसायिक अध्ययन",
                "होटल व्यवस्थापन वा कम्प्युटर विज्ञान"
              ],
              "html": "<p>व्यवस्थापन सङ्कायले लेखाशास्त्र, अर्थशास्त्र र व्यावसायिक अध्ययनलाई कलेजको क्यान्टिन सञ्चालन र वार्षिक परोपकार मेला जस्ता व्यावहारिक परियोजनासँग जोड्छ।</p><p>विद्यार्थीहरू काठमाडौं उपत्यकाका बैंक, सहकारी र होटलहरूको अवलोकन भ्रमण गर्छन्, र कक्षा १२ का विद्यार्थीले स्थानीय व्यवसायमा दुई हप्ताको इन्टर्नसिप पूरा गर्छन्।</p><p>भर्नाका लागि एसईईमा २.० वा सोभन्दा बढी जीपीए र अन्तर्वार्ता आवश्यक पर्छ।</p>"
            }
          },
          {
            "name": "Education",
            "summary": "For students who want to teach, work with children or serve in community development.",
            "subjects": [
              "Compulsory English",
              "Compulsory Nepali",
              "Foundations of Education",
              "Child Development and Learning",
              "Instructional Pedagogy",
              "Nepali or English (major)"
            ],
            "html": "<p>The Education stream prepares the next generation of teachers. Students study how children learn and spend time every week assisting in our own primary classrooms under the guidance of experienced teachers.</p><p>Many of our Education graduates continue to a Bachelor of Education and return to teach in their home districts.</p><p>Admission requires a GPA of 1.6 or above in SEE and an interview.</p>",
            "ne": {
              "name": "शिक्षा",
              "summary": "शिक्षक बन्न, बालबालिकासँग काम गर्न वा सामुदायिक विकासमा सेवा गर्न चाहने विद्यार्थीका लागि।",
              "subjects": [
                "अनिवार्य अंग्रेजी",
                "अनिवार्य नेपाली",
                "शिक्षाका आधारहरू",
                "बाल विकास र सिकाइ",
                "शिक्षण विधि",
                "नेपाली वा अंग्रेजी (मुख्य विषय)"
              ],
              "html": "<p>शिक्षा सङ्कायले शिक्षकहरूको नयाँ पुस्ता तयार गर्छ। विद्यार्थीहरूले बालबालिका कसरी सिक्छन् भन्ने अध्ययन गर्छन्, र अनुभवी शिक्षकको मार्गदर्शनमा हरेक हप्ता हाम्रै प्राथमिक कक्षाहरूमा सहयोग गर्दै समय बिताउँछन्।</p><p>शिक्षा सङ्कायबाट उत्तीर्ण हाम्रा धेरै विद्यार्थी शिक्षाशास्त्रमा स्नातक गर्न अघि बढ्छन् र आफ्नै गृहजिल्ला फर्केर पढाउँछन्।</p><p>भर्नाका लागि एसईईमा १.६ वा सोभन्दा बढी जीपीए र अन्तर्वार्ता आवश्यक पर्छ।</p>"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>Message from the College Administrator</h2><p>Hope College offers Grades 11 and 12 in Science, Management and Education under the National Examinations Board. Our classes are small, our teachers are specialists in their subjects, and our doors are always open to students who need help.</p><p>We believe that the two years of higher secondary education are when young people decide who they want to become. We help them decide well: with good teaching, honest guidance about careers and further study, and plenty of opportunities to lead.</p><p><strong>Sunita Maharjan</strong><br />College Administrator, Hope College</p>",
        "ne": {
          "html": "<h2>कलेज प्रशासकको सन्देश</h2><p>होप कलेजले राष्ट्रिय परीक्षा बोर्डअन्तर्गत विज्ञान, व्यवस्थापन र शिक्षा सङ्कायमा कक्षा ११ र १२ सञ्चालन गर्छ। हाम्रा कक्षाहरू साना छन्, हाम्रा शिक्षक आ-आफ्नो विषयका विज्ञ छन्, र सहयोग चाहिने विद्यार्थीका लागि हाम्रो ढोका सधैँ खुला छ।</p><p>उच्च माध्यमिक तहका यी दुई वर्षमै युवाहरूले आफू के बन्ने भन्ने निर्णय गर्छन् भन्ने हाम्रो विश्वास छ। राम्रो शिक्षण, करियर र उच्च शिक्षाबारे इमानदार परामर्श, र नेतृत्व गर्ने प्रशस्त अवसरमार्फत हामी उनीहरूलाई सही निर्णय गर्न सघाउँछौं।</p><p><strong>सुनिता महर्जन</strong><br />कलेज प्रशासक, होप कलेज</p>"
        }
      },
      {
        "type": "testimonials",
        "kind": "visitors",
        "title": "What Our Visitors Say",
        "ne": {
          "title": "हाम्रा आगन्तुकहरू के भन्छन्"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/women-centre",
    "title": "Women's Centre",
    "description": "Education, health and livelihoods for women",
    "ne": {
      "title": "महिला केन्द्र"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Hope Women’s Centre</h2><p>The Hope Women’s Centre opened on our campus in 2015 to give women who missed out on school a second chance. It offers literacy classes, vocational courses and, through Hope College for Women, higher education in Law, Culinary Arts and Medical Studies.</p><p>Selected students study on 100% scholarships, following a national board curriculum, and enrolment is for women only. The centre’s clinic provides cervical cancer screening, maternal and menstrual health consultations, counselling and outreach tours to villages around the Kathmandu Valley.</p>",
        "ne": {
          "html": "<h2>Hope Women’s Centre</h2><p>होप महिला केन्द्र विद्यालय पढ्ने अवसरबाट वञ्चित भएका महिलालाई दोस्रो अवसर दिन सन् २०१५ मा हाम्रो क्याम्पसमा खुलेको हो। यसले साक्षरता कक्षा, व्यावसायिक कोर्स, र होप कलेज फर वुमनमार्फत कानुन, पाककला र स्वास्थ्य विज्ञानमा उच्च शिक्षा प्रदान गर्छ।</p><p>छनोट भएका विद्यार्थीले राष्ट्रिय बोर्डको पाठ्यक्रम अनुसार शत प्रतिशत छात्रवृत्तिमा अध्ययन गर्छन्, र भर्ना महिलाका लागि मात्र खुला छ। केन्द्रको क्लिनिकले पाठेघरको मुखको क्यान्सरको जाँच, मातृ तथा महिनावारी स्वास्थ्य परामर्श, मनोपरामर्श, र काठमाडौं उपत्यका वरपरका गाउँहरूमा स्वास्थ्य भ्रमण सञ्चालन गर्छ।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Courses",
            "text": "Law, Culinary Arts and Medical Studies, plus literacy, tailoring and computer classes.",
            "ne": {
              "title": "कोर्सहरू",
              "text": "कानुन, पाककला र स्वास्थ्य विज्ञान, साथै साक्षरता, सिलाइबुनाइ र कम्प्युटर कक्षा।"
            }
          },
          {
            "title": "Scholarships",
            "text": "Full scholarships for selected students, covering fees, books and meals.",
            "ne": {
              "title": "छात्रवृत्ति",
              "text": "छनोट भएका विद्यार्थीका लागि शुल्क, पुस्तक र खाना समेट्ने पूर्ण छात्रवृत्ति।"
            }
          },
          {
            "title": "Clinic",
            "text": "Cervical cancer screening, maternal and menstrual health consultation and counselling.",
            "ne": {
              "title": "क्लिनिक",
              "text": "पाठेघरको मुखको क्यान्सरको जाँच, मातृ तथा महिनावारी स्वास्थ्य परामर्श र मनोपरामर्श।"
            }
          },
          {
            "title": "Outreach",
            "text": "Health camps and awareness tours in rural municipalities of Lalitpur and Kavre.",
            "ne": {
              "title": "स्वास्थ्य भ्रमण",
              "text": "ललितपुर र काभ्रेका गाउँपालिकाहरूमा स्वास्थ्य शिविर र जनचेतना भ्रमण।"
            }
          }
        ]
      },
      {
        "type": "cta",
        "text": "Visit the Women’s Centre website",
        "link": "https://women.localhost/",
        "ne": {
          "text": "महिला केन्द्रको वेबसाइट हेर्नुहोस्"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/scholarship",
    "title": "Scholarship",
    "description": "100% scholarships up to Grade 12: tuition, uniforms, stationery and tours. One scholarship per family.",
    "ne": {
      "title": "छात्रवृत्ति",
      "description": "कक्षा १२ सम्म शतप्रतिशत छात्रवृत्ति: शुल्क, पोसाक, स्टेशनरी र शैक्षिक भ्रमण। एक परिवारलाई एउटा छात्रवृत्ति।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Hope Academy was founded so that poverty would never keep a talented child out of school. Today nearly a third of our students study on full scholarships funded by Hope for Himalayan Children and by individual sponsors in Nepal and abroad.</p><p>To reach as many families as possible, we award one scholarship per family.</p><h2>A full scholarship covers</h2><ul><li>100% tuition fees, up to and including Grade 12</li><li>School uniforms and shoes</li><li>Textbooks, exercise books and stationery</li><li>Educational tours and excursions</li><li>Meals and boarding for students from remote districts</li></ul>",
        "ne": {
          "html": "<p>गरिबीका कारण कुनै पनि प्रतिभाशाली बालबालिका विद्यालयबाट वञ्चित नहोऊन् भनेर होप एकेडेमीको स्थापना गरिएको हो। आज हाम्रा झन्डै एक तिहाइ विद्यार्थी होप फर हिमालयन चिल्ड्रेन र नेपाल तथा विदेशका व्यक्तिगत प्रायोजकहरूको सहयोगमा पूर्ण छात्रवृत्तिमा पढिरहेका छन्।</p><p>सकेसम्म धेरै परिवारसम्म पुग्न हामी एउटा परिवारलाई एउटा मात्र छात्रवृत्ति दिन्छौं।</p><h2>पूर्ण छात्रवृत्तिले समेट्ने कुराहरू</h2><ul><li>कक्षा १२ सम्मको शत प्रतिशत शिक्षण शुल्क</li><li>विद्यालयको पोसाक र जुत्ता</li><li>पाठ्यपुस्तक, कापी र स्टेसनरी</li><li>शैक्षिक तथा अवलोकन भ्रमण</li><li>दुर्गम जिल्लाका विद्यार्थीका लागि खाना र छात्रावास</li></ul>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Scholarship categories</h2>",
        "ne": {
          "html": "<h2>छात्रवृत्तिका प्रकारहरू</h2>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Merit",
            "text": "For students with outstanding results in their last examination or our entrance test.",
            "ne": {
              "title": "योग्यता",
              "text": "अघिल्लो परीक्षा वा हाम्रो प्रवेश परीक्षामा उत्कृष्ट नतिजा ल्याउने विद्यार्थीका लागि।"
            }
          },
          {
            "title": "Dalit and marginalized communities",
            "text": "For children from Dalit and other marginalized communities who face barriers to education.",
            "ne": {
              "title": "दलित र सीमान्तकृत समुदाय",
              "text": "शिक्षामा अवरोध भोगिरहेका दलित तथा अन्य सीमान्तकृत समुदायका बालबालिकाका लागि।"
            }
          },
          {
            "title": "Remote region",
            "text": "For children from remote districts such as Humla, Dolpa, Sindhupalchok and Dolakha, where good schools are out of reach.",
            "ne": {
              "title": "दुर्गम क्षेत्र",
              "text": "राम्रो विद्यालय पहुँचभन्दा टाढा रहेका हुम्ला, डोल्पा, सिन्धुपाल्चोक र दोलखा जस्ता दुर्गम जिल्लाका बालबालिकाका लागि।"
            }
          },
          {
            "title": "Orphans",
            "text": "For children who have lost one or both parents.",
            "ne": {
              "title": "टुहुरा",
              "text": "आमा, बुबा वा दुवै गुमाएका बालबालिकाका लागि।"
            }
          },
          {
            "title": "Children of disabled parents",
            "text": "For children whose parents cannot work because of a disability.",
            "ne": {
              "title": "अपाङ्गता भएका अभिभावकका सन्तान",
              "text": "अपाङ्गताका कारण काम गर्न नसक्ने अभिभावकका बालबालिकाका लागि।"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>How to apply</h2><ol><li>Complete the online application on the Apply Now page, and mention in the application that you are applying for a scholarship.</li><li>Attach the last marksheet and, where relevant, a recommendation letter from the ward office.</li><li>Shortlisted families are visited by our scholarship committee, which decides in the first week of Baisakh.</li></ol>",
        "ne": {
          "html": "<h2>आवेदन कसरी दिने</h2><ol><li>भर्ना आवेदन (Apply Now) पृष्ठमा अनलाइन आवेदन भर्नुहोस्, र आवेदनमा छात्रवृत्तिका लागि पनि आवेदन दिँदै हुनुहुन्छ भनी उल्लेख गर्नुहोस्।</li><li>पछिल्लो लब्धाङ्कपत्र (मार्कसिट) र आवश्यक भएमा वडा कार्यालयको सिफारिसपत्र संलग्न गर्नुहोस्।</li><li>छोटो सूचीमा परेका परिवारको घरमा हाम्रो छात्रवृत्ति समितिले भ्रमण गर्छ, र वैशाखको पहिलो हप्ताभित्र निर्णय गर्छ।</li></ol>"
        }
      },
      {
        "type": "cta",
        "text": "Apply Now",
        "link": "/registration",
        "ne": {
          "text": "भर्ना आवेदन"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/alumni",
    "title": "Alumni",
    "description": "The Hope Academy alumni network: homecoming, mentorship and stories of our graduates.",
    "ne": {
      "title": "पूर्वविद्यार्थी",
      "description": "होप एकेडेमीका पूर्वविद्यार्थीहरूको सञ्जाल: पुनर्मिलन, मार्गदर्शन र हाम्रा स्नातकहरूका कथा।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Our alumni network</h2><p>More than 1,800 students have graduated from Hope Academy since our first SEE batch in 2010. Our alumni work as doctors, nurses, engineers, teachers, accountants, soldiers, artists and entrepreneurs, in Nepal and across the world, and many of them give back as mentors and sponsors.</p>",
        "ne": {
          "html": "<h2>हाम्रो पूर्वविद्यार्थी सञ्जाल</h2><p>सन् २०१० मा हाम्रो पहिलो एसईई ब्याच निस्किएदेखि १,८०० भन्दा बढी विद्यार्थी होप एकेडेमीबाट उत्तीर्ण भइसकेका छन्। हाम्रा पूर्वविद्यार्थी नेपाल र विश्वभर चिकित्सक, नर्स, इन्जिनियर, शिक्षक, लेखापाल, सैनिक, कलाकार र उद्यमीका रूपमा काम गरिरहेका छन्, र तीमध्ये धेरैले सल्लाहकार तथा प्रायोजक बनेर विद्यालयलाई गुन फर्काइरहेका छन्।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Dr. Pasang Sherpa",
            "text": "SEE batch 2011. Now a medical officer at a district hospital in Solukhumbu, Pasang came to Hope Academy on a remote-region scholarship in Grade 4.",
            "ne": {
              "title": "डा. पासाङ शेर्पा",
              "text": "एसईई ब्याच, सन् २०११. हाल सोलुखुम्बुको एक जिल्ला अस्पतालमा मेडिकल अधिकृतका रूपमा कार्यरत पासाङ कक्षा ४ मा दुर्गम क्षेत्र छात्रवृत्तिमार्फत होप एकेडेमी आएका थिए।"
            }
          },
          {
            "title": "Anjali Bishwokarma",
            "text": "NEB batch 2016. A chartered accountant in Kathmandu, Anjali sponsors two students every year and leads the alumni association’s finance team.",
            "ne": {
              "title": "अञ्जली विश्वकर्मा",
              "text": "एनईबी ब्याच, सन् २०१६. काठमाडौंमा चार्टर्ड एकाउन्टेन्टका रूपमा कार्यरत अञ्जली हरेक वर्ष दुई जना विद्यार्थीलाई प्रायोजन गर्छिन् र पूर्वविद्यार्थी संघको आर्थिक टोलीको नेतृत्व गर्छिन्।"
            }
          },
          {
            "title": "Rajan Tamang",
            "text": "NEB batch 2018. After a Bachelor of Education, Rajan returned to Hope Academy to teach mathematics in the lower secondary classes.",
            "ne": {
              "title": "राजन तामाङ",
              "text": "एनईबी ब्याच, सन् २०१८. शिक्षाशास्त्रमा स्नातक पूरा गरेपछि राजन निम्नमाध्यमिक कक्षाहरूमा गणित पढाउन होप एकेडेमी फर्किएका छन्।"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>News and Upcoming Updates</h2>",
        "ne": {
          "html": "<h2>समाचार र आगामी जानकारी</h2>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Alumni Homecoming 2083",
            "text": "All graduates are invited to the annual homecoming on the first Saturday of Mangsir, with a football match against the current students and a dinner in the school hall.",
            "ne": {
              "title": "पूर्वविद्यार्थी भेला २०८३",
              "text": "मंसिरको पहिलो शनिबार हुने वार्षिक पूर्वविद्यार्थी भेलामा सबै पूर्वविद्यार्थीलाई हार्दिक निमन्त्रणा छ। भेलामा हालका विद्यार्थीसँग फुटबल खेल र विद्यालयको हलमा रात्रिभोज हुनेछ।"
            }
          },
          {
            "title": "Mentorship programme",
            "text": "Alumni volunteers meet Grade 12 students once a month to talk about university choices, entrance examinations and first jobs. New mentors are always welcome.",
            "ne": {
              "title": "सल्लाहकार कार्यक्रम",
              "text": "स्वयंसेवी पूर्वविद्यार्थीहरू महिनाको एक पटक कक्षा १२ का विद्यार्थीसँग भेटेर विश्वविद्यालय छनोट, प्रवेश परीक्षा र पहिलो जागिरबारे कुराकानी गर्छन्। नयाँ सल्लाहकारहरूलाई सधैँ स्वागत छ।"
            }
          },
          {
            "title": "Library fund",
            "text": "Thanks to alumni donations, the new library wing opened with 3,000 books. The next goal is a science reading corner for the primary classes.",
            "ne": {
              "title": "पुस्तकालय कोष",
              "text": "पूर्वविद्यार्थीहरूको दानका कारण ३,००० पुस्तकसहित पुस्तकालयको नयाँ खण्ड खुलेको छ। अबको लक्ष्य प्राथमिक कक्षाका लागि विज्ञान पठन कुना बनाउनु हो।"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<p>Are you a Hope Academy graduate? Write to us at <a href=\"mailto:alumni@hopeacademy.edu.np\" rel=\"noopener noreferrer\">alumni@hopeacademy.edu.np</a> to join the network.</p>",
        "ne": {
          "html": "<p>तपाईं होप एकेडेमीका पूर्वविद्यार्थी हो? सञ्जालमा जोडिन <a href=\"mailto:alumni@hopeacademy.edu.np\" rel=\"noopener noreferrer\">alumni@hopeacademy.edu.np</a> मा हामीलाई लेख्नुहोस्।</p>"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/hafamily/bod",
    "title": "Board of Directors",
    "description": "Messages from the leadership of Hope for Himalayan Children and the Hope Academy Educational Trust, Nepal.",
    "ne": {
      "title": "सञ्चालक समिति",
      "description": "होप फर हिमालयन चिल्ड्रेन र होप एकेडेमी शैक्षिक ट्रस्ट, नेपालका नेतृत्वका सन्देशहरू।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Hope for Himalayan Children is a child-rights charity founded in 1998 by teachers and parents in the United Kingdom. It funds scholarships, teacher training and the school’s buildings, and it governs the school together with the local trust.</p>",
        "ne": {
          "html": "<p>होप फर हिमालयन चिल्ड्रेन सन् १९९८ मा बेलायतका शिक्षक र अभिभावकहरूले स्थापना गरेको बाल अधिकारसम्बन्धी परोपकारी संस्था हो। यसले छात्रवृत्ति, शिक्षक तालिम र विद्यालयका भवनहरूमा आर्थिक सहयोग गर्छ, र स्थानीय ट्रस्टसँग मिलेर विद्यालयको सञ्चालन गर्छ।</p>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Margaret Ellison</h2><p><em>Chair, Hope for Himalayan Children</em></p><p>When a small group of us first visited Lalitpur in 1998, we met children who walked for two days to reach a school with no books. Hope for Himalayan Children was born from a promise we made to them: that distance and poverty should never decide a child’s future.</p><p>Today, every scholarship at Hope Academy is funded by ordinary people who share that promise. Thank you to all of them, and to the teachers who turn their gifts into real opportunities.</p>",
        "ne": {
          "html": "<h2>मार्गरेट एलिसन</h2><p><em>अध्यक्ष, होप फर हिमालयन चिल्ड्रेन</em></p><p>सन् १९९८ मा हामी केही साथीहरू पहिलो पटक ललितपुर आउँदा किताबै नभएको विद्यालयसम्म पुग्न दुई दिन हिँड्ने बालबालिकासँग भेट भयो। दूरी र गरिबीले कुनै पनि बालबालिकाको भविष्य तय गर्नु हुँदैन भनी हामीले उनीहरूसँग गरेको वाचाबाटै होप फर हिमालयन चिल्ड्रेनको जन्म भएको हो।</p><p>आज होप एकेडेमीका हरेक छात्रवृत्ति त्यही वाचामा विश्वास गर्ने साधारण मानिसहरूको सहयोगबाट चलेका छन्। उहाँहरू सबैलाई, र उहाँहरूको सहयोगलाई वास्तविक अवसरमा बदल्ने शिक्षकहरूलाई हार्दिक धन्यवाद।</p>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Dr. Bikash Shrestha</h2><p><em>Chair, Hope Academy Educational Trust</em></p><p>The trust exists to make sure the school is well run, financially sound and true to its purpose. We publish our accounts every year and welcome any parent who wishes to see how funds are spent.</p><p>Our priority for the coming years is to keep scholarships open to the children who need them most while continuing to improve teaching, science facilities and the women’s centre.</p>",
        "ne": {
          "html": "<h2>डा. विकास श्रेष्ठ</h2><p><em>अध्यक्ष, होप एकेडेमी एजुकेसनल ट्रस्ट</em></p><p>विद्यालय राम्रोसँग सञ्चालन होस्, आर्थिक रूपमा सबल रहोस् र आफ्नो उद्देश्यप्रति इमानदार रहोस् भन्ने सुनिश्चित गर्न ट्रस्ट स्थापना भएको हो। हामी हरेक वर्ष आफ्नो आर्थिक विवरण सार्वजनिक गर्छौं, र रकम कसरी खर्च हुन्छ भनी हेर्न चाहने जुनसुकै अभिभावकलाई स्वागत गर्छौं।</p><p>आगामी वर्षहरूमा हाम्रो प्राथमिकता सबैभन्दा खाँचो भएका बालबालिकाका लागि छात्रवृत्ति खुला राख्दै शिक्षण, विज्ञान सुविधा र महिला केन्द्रलाई निरन्तर सुधार गर्नु हो।</p>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Peter Lindqvist</h2><p><em>Treasurer, Hope for Himalayan Children</em></p><p>Every rupee donated to Hope Academy reaches children through scholarships, meals, books and trained teachers. Our administration costs are kept below eight per cent, and our accounts are audited independently in both countries.</p><p>We are grateful to the families, schools and churches who sponsor a child year after year.</p>",
        "ne": {
          "html": "<h2>पिटर लिन्डक्भिस्ट</h2><p><em>कोषाध्यक्ष, होप फर हिमालयन चिल्ड्रेन</em></p><p>होप एकेडेमीलाई दान गरिएको हरेक रुपैयाँ छात्रवृत्ति, खाना, पुस्तक र तालिमप्राप्त शिक्षकमार्फत बालबालिकासम्म पुग्छ। हाम्रो प्रशासनिक खर्च आठ प्रतिशतभन्दा कम राखिएको छ, र दुवै देशमा हाम्रो हिसाबकिताबको स्वतन्त्र लेखापरीक्षण हुन्छ।</p><p>वर्षौंदेखि निरन्तर बालबालिकालाई प्रायोजन गरिरहनुभएका परिवार, विद्यालय र चर्चहरूप्रति हामी आभारी छौं।</p>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Kamala Thapa Magar</h2><p><em>Child Rights Officer, Hope for Himalayan Children</em></p><p>A good school is first of all a safe school. Every adult at Hope Academy is trained in child protection, every child knows whom to talk to, and every concern is taken seriously and followed up.</p><p>We also listen to the children themselves: the student council meets the management every term, and many of its ideas have become school policy.</p>",
        "ne": {
          "html": "<h2>कमला थापा मगर</h2><p><em>बाल अधिकार अधिकृत, होप फर हिमालयन चिल्ड्रेन</em></p><p>असल विद्यालय सबैभन्दा पहिले सुरक्षित विद्यालय हो। होप एकेडेमीका हरेक वयस्कले बाल संरक्षणसम्बन्धी तालिम लिएका छन्, हरेक बालबालिकालाई समस्या परे कोसँग कुरा गर्ने भनी थाहा छ, र हरेक गुनासोलाई गम्भीरतापूर्वक लिई त्यसको अनुगमन गरिन्छ।</p><p>हामी बालबालिकाका कुरा पनि सुन्छौं: विद्यार्थी परिषद्ले हरेक त्रैमासिकमा व्यवस्थापनसँग भेट गर्छ, र यसका धेरै सुझाव विद्यालयको नीति बनिसकेका छन्।</p>"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/hafamily/honorary",
    "title": "Honorary Advisors",
    "description": "",
    "ne": {
      "title": "मानार्थ सल्लाहकारहरू"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Our honorary advisors are educators, doctors and community leaders who give their time and advice to the school without payment.</p><p>The list of honorary advisors for the current term will be published here soon. Please check back later, or contact the school office for more information.</p>",
        "ne": {
          "html": "<p>हाम्रा मानार्थ सल्लाहकारहरू शिक्षाविद्, चिकित्सक र समुदायका अगुवा हुनुहुन्छ, जसले कुनै पारिश्रमिक नलिई विद्यालयलाई आफ्नो समय र सल्लाह दिनुहुन्छ।</p><p>चालु कार्यकालका मानार्थ सल्लाहकारहरूको सूची चाँडै यहाँ प्रकाशित गरिनेछ। कृपया पछि फेरि हेर्नुहोला, वा थप जानकारीका लागि विद्यालयको कार्यालयमा सम्पर्क गर्नुहोला।</p>"
        }
      }
    ]
  },
  {
    "site": "school",
    "path": "/hafamily/staffs",
    "title": "Our Staffs",
    "description": "The people of Hope for Himalayan Children and the Hope Academy Educational Trust, Nepal.",
    "ne": {
      "title": "हाम्रा कर्मचारीहरू",
      "description": "होप फर हिमालयन चिल्ड्रेन र होप एकेडेमी शैक्षिक ट्रस्ट, नेपालमा काम गर्ने व्यक्तिहरू।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Hope for Himalayan Children</h2><p>Hope for Himalayan Children is a child-rights charity founded in 1998 by teachers and parents in the United Kingdom. It funds scholarships, teacher training and the school’s buildings, and it governs the school together with the local trust.</p>",
        "ne": {
          "html": "<h2>होप फर हिमालयन चिल्ड्रेन</h2><p>होप फर हिमालयन चिल्ड्रेन सन् १९९८ मा बेलायतका शिक्षक र अभिभावकहरूले स्थापना गरेको बाल अधिकारसम्बन्धी परोपकारी संस्था हो। यसले छात्रवृत्ति, शिक्षक तालिम र विद्यालयका भवनहरूमा आर्थिक सहयोग गर्छ, र स्थानीय ट्रस्टसँग मिलेर विद्यालयको सञ्चालन गर्छ।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Margaret Ellison",
            "text": "Chair",
            "ne": {
              "title": "मार्गरेट एलिसन",
              "text": "अध्यक्ष"
            }
          },
          {
            "title": "Peter Lindqvist",
            "text": "Treasurer",
            "ne": {
              "title": "पिटर लिन्डक्भिस्ट",
              "text": "कोषाध्यक्ष"
            }
          },
          {
            "title": "Kamala Thapa Magar",
            "text": "Child Rights Officer",
            "ne": {
              "title": "कमला थापा मगर",
              "text": "बाल अधिकार अधिकृत"
            }
          },
          {
            "title": "James Whitaker",
            "text": "Sponsorship Coordinator",
            "ne": {
              "title": "जेम्स ह्वाइटेकर",
              "text": "प्रायोजन संयोजक"
            }
          }
        ]
      },
      {
        "type": "richText",
        "html": "<h2>Hope Academy Educational Trust, Nepal</h2><p>The Hope Academy Educational Trust is a non-profit trust registered in Lalitpur. It owns and runs the school, the college and the women’s centre, and is accountable to the District Education Development Unit and to the families it serves.</p>",
        "ne": {
          "html": "<h2>होप एकेडेमी एजुकेसनल ट्रस्ट, नेपाल</h2><p>होप एकेडेमी एजुकेसनल ट्रस्ट ललितपुरमा दर्ता भएको गैरनाफामूलक ट्रस्ट हो। यसले विद्यालय, कलेज र महिला केन्द्रको स्वामित्व लिन्छ र तिनको सञ्चालन गर्छ, र जिल्ला शिक्षा विकास इकाइ तथा आफूले सेवा दिने परिवारहरूप्रति उत्तरदायी छ।</p>"
        }
      }
    ]
  },
  {
    "site": "women",
    "path": "/",
    "title": "Education, health and livelihoods for women",
    "description": "Hope Women’s Centre, Lalitpur: women-only courses in Law, Culinary Arts and Medical Studies, 100% scholarships for selected students, and a women’s health clinic.",
    "ne": {
      "title": "महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन",
      "description": "होप महिला केन्द्र, ललितपुर: कानुन, पाककला र स्वास्थ्य विज्ञानमा महिलाका लागि मात्र पाठ्यक्रम, छनोट भएका विद्यार्थीलाई शतप्रतिशत छात्रवृत्ति, र महिला स्वास्थ्य क्लिनिक।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<p>Welcome to</p><h2>Hope Women’s Centre</h2><p>A college and community centre for women in Lalitpur, run alongside Hope Academy. We offer career-focused courses, full scholarships for students who could not otherwise study, and a women’s health clinic that is open to the whole community.</p><ul><li>Diploma courses in Law, Culinary Arts and Medical Studies</li><li>100% scholarships for selected students, covering tuition, books and uniforms</li><li>A national board curriculum, examined by Nepal’s National Examinations Board</li><li>Women-only enrolment, taught in a safe and supportive campus</li></ul>",
        "ne": {
          "html": "<p>स्वागत छ</p><h2>Hope Women’s Centre</h2><p>होप एकेडेमीसँगै सञ्चालित, ललितपुरमा महिलाका लागि कलेज तथा सामुदायिक केन्द्र। हामी रोजगारीमुखी पाठ्यक्रम, अरू उपायले पढ्न नसक्ने विद्यार्थीका लागि पूर्ण छात्रवृत्ति, र सम्पूर्ण समुदायका लागि खुला महिला स्वास्थ्य क्लिनिक सञ्चालन गर्छौँ।</p><ul><li>कानुन, पाककला र स्वास्थ्य विज्ञानमा डिप्लोमा कोर्स</li><li>छनोट भएका विद्यार्थीका लागि शिक्षण शुल्क, पुस्तक र पोसाक समेट्ने शत प्रतिशत छात्रवृत्ति</li><li>नेपालको राष्ट्रिय परीक्षा बोर्डले परीक्षा लिने राष्ट्रिय बोर्डको पाठ्यक्रम</li><li>महिलाका लागि मात्र भर्ना, सुरक्षित र सहयोगी क्याम्पसमा पढाइ</li></ul>"
        }
      },
      {
        "type": "cta",
        "text": "Learn about us",
        "link": "/about",
        "ne": {
          "text": "हाम्रो बारेमा जान्नुहोस्"
        }
      },
      {
        "type": "cta",
        "text": "Ask about admission",
        "link": "/contact",
        "ne": {
          "text": "भर्नाबारे सोध्नुहोस्"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Why women choose us</h2>",
        "ne": {
          "html": "<h2>महिलाहरूले हामीलाई किन रोज्छन्</h2>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Our Goals",
            "text": "To help every young woman who walks through our gate finish her education, earn a recognised qualification and find work or further study that she chooses for herself.",
            "ne": {
              "title": "हाम्रा लक्ष्य",
              "text": "हाम्रो ढोकाभित्र पाइला राख्ने हरेक युवतीलाई आफ्नो पढाइ पूरा गर्न, मान्यताप्राप्त योग्यता हासिल गर्न, र आफैंले रोजेको काम वा उच्च शिक्षासम्म पुग्न सघाउनु।"
            }
          },
          {
            "title": "Our Vision",
            "text": "A Nepal where a girl’s future does not depend on her family’s income, her caste or where she was born, and where women lead in law, health and enterprise.",
            "ne": {
              "title": "हाम्रो दृष्टिकोण",
              "text": "यस्तो नेपाल, जहाँ छोरीको भविष्य परिवारको आम्दानी, जात वा जन्मस्थानमा निर्भर हुँदैन, र जहाँ महिलाले कानुन, स्वास्थ्य र उद्यममा नेतृत्व गर्छन्।"
            }
          },
          {
            "title": "Academic Excellence",
            "text": "Small classes, experienced teachers and hands-on practice in our kitchen, clinic and moot court prepare students for national board examinations and real jobs.",
            "ne": {
              "title": "शैक्षिक उत्कृष्टता",
              "text": "साना कक्षा, अनुभवी शिक्षक, र हाम्रो भान्छा, क्लिनिक तथा अभ्यास अदालतमा गरिने व्यावहारिक अभ्यासले विद्यार्थीलाई राष्ट्रिय बोर्डका परीक्षा र वास्तविक रोजगारीका लागि तयार पार्छ।"
            }
          },
          {
            "title": "Inclusive Environment",
            "text": "Students from Dalit, Janajati and remote mountain communities learn side by side, with hostel places, counselling and a free women’s health clinic on campus.",
            "ne": {
              "title": "समावेशी वातावरण",
              "text": "दलित, जनजाति र दुर्गम हिमाली समुदायका विद्यार्थी छात्रावास, परामर्श र क्याम्पसभित्रकै निःशुल्क महिला स्वास्थ्य क्लिनिकको सुविधासहित सँगसँगै पढ्छन्।"
            }
          }
        ]
      },
      {
        "type": "events",
        "limit": 20
      },
      {
        "type": "richText",
        "html": "<h2>Message from the Head of College</h2><blockquote><p>Namaste, and welcome to Hope Women’s Centre. When we opened our doors, many of our first students were the first women in their families to finish school. Today they work as paralegals, nurses, health assistants and chefs across the country, and many come back to teach the next group.</p><p>Our promise is simple: if you are willing to work hard, we will make sure money is never the reason you stop learning. Our scholarships, hostel and clinic exist so that you can give your whole attention to your studies. I look forward to meeting you on campus.</p></blockquote><p><strong>Sabitri Shrestha</strong>, Head of College</p>",
        "ne": {
          "html": "<h2>कलेज प्रमुखको सन्देश</h2><blockquote><p>नमस्ते, होप महिला केन्द्रमा तपाईंलाई हार्दिक स्वागत छ। हामीले ढोका खोल्दा हाम्रा पहिला विद्यार्थीमध्ये धेरै आफ्नो परिवारमा विद्यालय शिक्षा पूरा गर्ने पहिलो महिला थिए। आज उनीहरू देशभर कानुनी सहायक, नर्स, स्वास्थ्य सहायक र भान्से (सेफ) का रूपमा काम गर्छन्, र धेरैजना नयाँ समूहलाई पढाउन फर्किन्छन्।</p><p>हाम्रो वाचा सरल छ: तपाईं मेहनत गर्न तयार हुनुहुन्छ भने पैसाकै कारण तपाईंको पढाइ नरोकियोस् भन्ने कुरा हामी सुनिश्चित गर्नेछौं। हाम्रा छात्रवृत्ति, छात्रावास र क्लिनिक यसैका लागि हुन्, ताकि तपाईं आफ्नो पूरा ध्यान पढाइमा दिन सक्नुहोस्। क्याम्पसमा तपाईंलाई भेट्न म उत्सुक छु।</p></blockquote><p><strong>सावित्री श्रेष्ठ</strong>, कलेज प्रमुख</p>"
        }
      },
      {
        "type": "logos",
        "title": "Our partners",
        "ne": {
          "title": "हाम्रा साझेदारहरू"
        },
        "items": [
          {
            "name": "Lalitpur Health Office",
            "file": "seed:partners/women/lalitpur-health-office.svg"
          },
          {
            "name": "Nari Shakti Cooperative",
            "file": "seed:partners/women/nari-shakti-cooperative.svg"
          },
          {
            "name": "Safe Motherhood Network Nepal",
            "file": "seed:partners/women/safe-motherhood-network.svg"
          },
          {
            "name": "Valley Nursing Campus",
            "file": "seed:partners/women/valley-nursing-campus.svg"
          },
          {
            "name": "Hope Academy Trust",
            "file": "seed:partners/women/hope-academy-trust.svg"
          },
          {
            "name": "Himalayan Skills Institute",
            "file": "seed:partners/women/himalayan-skills-institute.svg"
          }
        ]
      }
    ]
  },
  {
    "site": "women",
    "path": "/about",
    "title": "About Us",
    "description": "The story, aims and courses of Hope Women’s Centre: Health Science, Hotel Management and Law for women in Lalitpur.",
    "ne": {
      "title": "हाम्रो बारेमा",
      "description": "होप महिला केन्द्रको कथा, उद्देश्य र पाठ्यक्रम: ललितपुरमा महिलाका लागि स्वास्थ्य विज्ञान, होटल व्यवस्थापन र कानुन।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Who we are</h2><p>Hope Women’s Centre began as an evening literacy class for the mothers of Hope Academy students. As more women asked for skills they could earn a living with, the class grew into a women-only college that now runs diploma programmes in health science, hotel management and law, examined under the national board curriculum.</p><p>Most of our students come from families that could not pay for higher education. Selected students study on 100% scholarships that cover tuition, books, uniforms and, for students from remote districts, a hostel place. Alongside the classrooms, our clinic offers free screening, counselling and health education to students and to women from the surrounding wards.</p><h2>Our aims</h2><ul><li>Give young women who have finished grade 10 or 12 a recognised qualification that leads directly to work.</li><li>Remove cost as a barrier through full scholarships, hostel places and free learning materials.</li><li>Improve women’s health in Lalitpur through screening, counselling and outreach camps.</li><li>Build confidence and leadership through student councils, internships and mentoring by alumni.</li><li>Work with families and local leaders so that daughters are supported to stay in education.</li></ul>",
        "ne": {
          "html": "<h2>हामी को हौँ</h2><p>होप महिला केन्द्रको सुरुवात होप एकेडेमीका विद्यार्थीका आमाहरूका लागि साँझ चल्ने साक्षरता कक्षाबाट भएको हो। कमाइ गर्न सकिने सीप सिक्न चाहने महिलाहरू बढ्दै गएपछि त्यो कक्षा महिलाका लागि मात्र सञ्चालित कलेजमा विकसित भयो, जसले आज राष्ट्रिय बोर्डको पाठ्यक्रमअन्तर्गत स्वास्थ्य विज्ञान, होटल व्यवस्थापन र कानुनमा डिप्लोमा कार्यक्रम सञ्चालन गर्छ।</p><p>हाम्रा अधिकांश विद्यार्थी उच्च शिक्षाको खर्च बेहोर्न नसक्ने परिवारबाट आएका छन्। छनोट भएका विद्यार्थीले शिक्षण शुल्क, पुस्तक, पोसाक, र दुर्गम जिल्लाका विद्यार्थीका लागि छात्रावाससमेत समेट्ने शत प्रतिशत छात्रवृत्तिमा अध्ययन गर्छन्। कक्षाकोठासँगै हाम्रो क्लिनिकले विद्यार्थी र वरपरका वडाका महिलालाई निःशुल्क जाँच, परामर्श र स्वास्थ्य शिक्षा दिन्छ।</p><h2>हाम्रा उद्देश्यहरू</h2><ul><li>कक्षा १० वा १२ पूरा गरेका युवतीलाई सिधै रोजगारीसम्म पुर्‍याउने मान्यताप्राप्त योग्यता दिलाउने।</li><li>पूर्ण छात्रवृत्ति, छात्रावास र निःशुल्क शैक्षिक सामग्रीमार्फत खर्चलाई पढाइको बाधा बन्न नदिने।</li><li>जाँच, परामर्श र स्वास्थ्य शिविरमार्फत ललितपुरका महिलाको स्वास्थ्यमा सुधार ल्याउने।</li><li>विद्यार्थी परिषद्, इन्टर्नसिप र पूर्वविद्यार्थीको मार्गदर्शनमार्फत आत्मविश्वास र नेतृत्व क्षमता बढाउने।</li><li>छोरीहरूलाई पढाइ जारी राख्न सहयोग मिलोस् भनेर परिवार र स्थानीय अगुवासँग मिलेर काम गर्ने।</li></ul>"
        }
      },
      {
        "type": "testimonials",
        "kind": "women",
        "title": "What Our Visitor Says About Us",
        "ne": {
          "title": "आगन्तुकहरू हाम्रोबारे के भन्छन्"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Our courses</h2>",
        "ne": {
          "html": "<h2>हाम्रा पाठ्यक्रमहरू</h2>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Health Science",
            "text": "A three-year diploma covering anatomy, community health, nursing care and pharmacology, with supervised practice in our clinic and partner hospitals.",
            "ne": {
              "title": "स्वास्थ्य विज्ञान",
              "text": "शरीर रचना, सामुदायिक स्वास्थ्य, नर्सिङ हेरचाह र औषधिविज्ञान समेट्ने तीन वर्षे डिप्लोमा, जसमा हाम्रो क्लिनिक र साझेदार अस्पतालहरूमा सुपरिवेक्षणसहितको अभ्यास हुन्छ।"
            }
          },
          {
            "title": "Hotel Management",
            "text": "Culinary arts, food safety, front office and housekeeping, taught in a working training kitchen, with a six-month industry placement.",
            "ne": {
              "title": "होटल व्यवस्थापन",
              "text": "पाककला, खाद्य सुरक्षा, फ्रन्ट अफिस र हाउसकिपिङ, जुन चलिरहेको तालिम भान्छामा पढाइन्छ, साथै होटल उद्योगमा छ महिनाको व्यावहारिक अभ्यास।"
            }
          },
          {
            "title": "Law",
            "text": "Foundations of the Constitution of Nepal, civil and criminal procedure, and family law, with moot court practice and a legal-aid internship.",
            "ne": {
              "title": "कानुन",
              "text": "नेपालको संविधानका आधारभूत कुरा, देवानी तथा फौजदारी कार्यविधि र पारिवारिक कानुन, जसमा अभ्यास अदालत (मुट कोर्ट) र कानुनी सहायता इन्टर्नसिप समावेश छन्।"
            }
          }
        ]
      }
    ]
  },
  {
    "site": "women",
    "path": "/clinic",
    "title": "Clinic",
    "description": "Free cervical cancer screening, maternal and menstrual health consultation, counselling and outreach tours at Hope Women’s Centre Clinic, Lalitpur.",
    "ne": {
      "title": "क्लिनिक",
      "description": "होप महिला केन्द्र क्लिनिक, ललितपुरमा निःशुल्क पाठेघरको मुखको क्यान्सर जाँच, मातृ तथा महिनावारी स्वास्थ्य परामर्श, मनोपरामर्श र स्वास्थ्य शिविर।"
    },
    "blocks": [
      {
        "type": "richText",
        "html": "<h2>Care by women, for women</h2><p>The Hope Women’s Centre Clinic is a small, women-run health service on our campus. It is free for our students, staff and their families, and open to any woman from the surrounding wards for a small registration fee that is waived for anyone who cannot pay. Every consultation is private and is carried out by a female health worker.</p>",
        "ne": {
          "html": "<h2>महिलाद्वारा, महिलाका लागि सेवा</h2><p>होप महिला केन्द्र क्लिनिक हाम्रो क्याम्पसभित्र महिलाहरूले नै चलाउने सानो स्वास्थ्य सेवा हो। यो हाम्रा विद्यार्थी, कर्मचारी र उनीहरूका परिवारका लागि निःशुल्क छ, र वरपरका वडाका जुनसुकै महिलाका लागि थोरै दर्ता शुल्कमा खुला छ; शुल्क तिर्न नसक्नेलाई त्यो शुल्क पनि मिनाहा गरिन्छ। हरेक परामर्श गोप्य रहन्छ र महिला स्वास्थ्यकर्मीले नै गर्छिन्।</p>"
        }
      },
      {
        "type": "richText",
        "html": "<h2>Opening hours</h2><p>Sunday to Friday, 10:00 to 16:00. Screening days are Tuesday and Thursday.</p>",
        "ne": {
          "html": "<h2>खुल्ने समय</h2><p>आइतबारदेखि शुक्रबारसम्म, बिहान १०:०० बजेदेखि दिउँसो ४:०० बजेसम्म। जाँच हुने दिन मङ्गलबार र बिहीबार हुन्।</p>"
        }
      },
      {
        "type": "cards",
        "items": [
          {
            "title": "Cervical cancer screening",
            "text": "VIA and HPV testing for women aged 30 to 60, with same-day results for VIA and treatment or referral when early changes are found.",
            "ne": {
              "title": "पाठेघरको मुखको क्यान्सरको जाँच",
              "text": "३० देखि ६० वर्षसम्मका महिलाका लागि VIA र HPV परीक्षण; VIA को नतिजा सोही दिन दिइन्छ, र सुरुवाती परिवर्तन देखिएमा उपचार वा थप जाँचका लागि प्रेषण गरिन्छ।"
            }
          },
          {
            "title": "Maternal and menstrual health consultation",
            "text": "Antenatal check-ups, advice after childbirth, family planning, and help with painful or irregular periods and menstrual hygiene.",
            "ne": {
              "title": "मातृ तथा महिनावारी स्वास्थ्य परामर्श",
              "text": "गर्भावस्थामा नियमित जाँच, सुत्केरीपछिको सल्लाह, परिवार नियोजन, र पीडादायी वा अनियमित महिनावारी तथा महिनावारी सरसफाइसम्बन्धी सहयोग।"
            }
          },
          {
            "title": "Counselling",
            "text": "Confidential one-to-one counselling for stress, grief, gender-based violence and exam anxiety, with referral to partner organisations.",
            "ne": {
              "title": "मनोपरामर्श",
              "text": "तनाव, शोक, लैङ्गिक हिंसा र परीक्षाको चिन्ताका लागि गोप्य व्यक्तिगत परामर्श, र आवश्यक परेमा साझेदार संस्थामा प्रेषण।"
            }
          },
          {
            "title": "Outreach tours",
            "text": "Monthly health camps and school visits in Lalitpur and neighbouring districts, bringing screening and health education to women who cannot travel.",
            "ne": {
              "title": "स्वास्थ्य भ्रमण",
              "text": "ललितपुर र छिमेकी जिल्लाहरूमा मासिक स्वास्थ्य शिविर र विद्यालय भ्रमण, जसले यात्रा गर्न नसक्ने महिलासम्म जाँच र स्वास्थ्य शिक्षा पुर्‍याउँछ।"
            }
          }
        ]
      },
      {
        "type": "brochures",
        "title": "Brochures",
        "ne": {
          "title": "जानकारी पुस्तिकाहरू"
        },
        "items": [
          {
            "title": "Cervical Cancer Brochure in English",
            "file": "seed:clinic/cervical-cancer-brochure-en.pdf",
            "lang": "en",
            "ne": {
              "title": "पाठेघरको मुखको क्यान्सरसम्बन्धी अङ्ग्रेजी पुस्तिका"
            }
          },
          {
            "title": "Cervical Cancer Brochure in Nepali",
            "file": "seed:clinic/cervical-cancer-brochure-ne.svg",
            "lang": "ne",
            "alt": "Cervical cancer brochure in Nepali: what cervical cancer is, its warning signs, who should be screened, how to prevent it, and the clinic’s opening hours.",
            "ne": {
              "title": "पाठेघरको मुखको क्यान्सरसम्बन्धी नेपाली पुस्तिका",
              "alt": "पाठेघरको मुखको क्यान्सरसम्बन्धी नेपाली पुस्तिका: यो के हो, यसका चेतावनीका लक्षण, कसले जाँच गराउनुपर्छ, कसरी रोक्ने, र क्लिनिक खुल्ने समय।"
            }
          }
        ]
      }
    ]
  }
]
