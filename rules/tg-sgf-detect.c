/* tg-sgf-detect.c: which charset an unlabelled SGF file is in.
 *
 * Each candidate decodes the text strictly; what decodes is scored by how
 * much it looks like the candidate's language (frequent characters count
 * most), and the best positive score wins.  Text no double-byte charset
 * reads well is single-byte: Cyrillic (Windows-1251) or Western
 * (Windows-1252, else ISO-8859-1, which maps every byte).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf-private.h"

#include <string.h>

/* Detection looks at this much of the file; the winner then converts it all. */
#define SAMPLE_SIZE (256 * 1024)

typedef enum
{
  LANG_HANS,
  LANG_HANT,
  LANG_JA,
  LANG_KO,
  N_LANGS
} Lang;

/* Frequent characters of each language (Go vocabulary and player names
 * included).  A decoding in the wrong charset turns text into rare
 * characters, so hits in these lists are what tells the candidates apart. */
static const char common_hans[] =
  "一丁七万三上下不与专世业东两个中为主么义之九也书"
  "了争事二于五亚些交产京亲人什今从他代令以们件任众"
  "会传似但位住体何余作你使便保信倒候做像儿元先光党"
  "入全八公六共关兴兵其内再写军冠冲决准几出分切则利"
  "别到制刺前力办功加务动劫包化北区十千半华单南卞卫"
  "即却历原去参又及友双反发取受变口古只叫可台史司吃"
  "各合同名后向听吴告员呢周命和品哲唐商啸喜嘉四回因"
  "围国图在地场坏型城基士声壹处外多大天太夫失头夹夺"
  "女她好如始委子孔字学孩它宇安完定实家容对导将小少"
  "尔尖就局届展山崔工己已市师带常干平年并广应度廷建"
  "开弈式引弟张强当形影往征很得德心必志快怎思性总息"
  "情想意感成我或战房所手才打执扳找技把报押拆拿持挂"
  "指挡据接提收改放政教数文断斯新方无日早时昊明星春"
  "是昱晓晨智更最月有服望期未本术朴机杀权李条来杨杯"
  "杰极林果柯校样桓梓棋檀次正此步武死段毅每比毛民气"
  "水求江没治法泽洁活派流济浩海深清渡满瀚火点烨然爬"
  "爱父片版物特狐王现理甚生用由申电界留白百的盘目直"
  "相看真眼着睿知石研确碰社神离种科程究空立站笑第等"
  "答算管粘系红级组经结给绝统维网羊美耀老考者而聂职"
  "联胜能脸腾自至色艺花若英范落虎虽行表被西要见观视"
  "觉解言计认让议讯记讲许论设识诚话该语说请读谁调谢"
  "谱象豪负败贴资赛走赵起越跟路跳身车转轻辜边达过运"
  "近还这进远连选通造道那邬部都里重野量金钦钰钱锡长"
  "门问间队阳阵际陈院难青非靠面革韦韩音顶领题风飞首"
  "香马高黄黑鼎";
static const char common_hant[] =
  "一丁七三上下不世並中主之九也了事二五些亞交京人什"
  "今他代令以件任似但位住何作你使來便保信個們倒候做"
  "傑傳像元先光兒入內全兩八公六共兵其再冠出分切別利"
  "到制刺則前力功加劫動務勝包化北區十千半南卞即卻原"
  "去參又及友反取受口古只叫可台史司吃各合同名向吳告"
  "呢周命和品員哲唐商問喜單嘉嘯四回因國圍圖在地型城"
  "執基報場壞士壹外多大天太夫失夾奪女她好如始委子孔"
  "字孩學它宇安完定家容實寫將專對導小少尖就局屆展山"
  "崔工己已市師帶常干平年幾度廣廷建式引弟張強形影往"
  "很後得從徵德心必志快怎思性息情想意愛感應成我或戰"
  "房所手才打扳找技把押拆拿持指掛接提擋據收改放政敗"
  "教數文斯新斷方於日早昊明星春是昱時晨曉更書最會月"
  "有服望期未本朴李杯東林果柯校桓梓條棋楊業極樣機檀"
  "權次欽正此步武歷死段殺毅每比毛民氣水求江決沒治法"
  "活派流浩海深清渡準滿潔澤濟瀚灣火為無然燁爬爭父爾"
  "片版物特王現理甚生產用由申界留當發白百的盃盤目直"
  "相看真眼眾睿知石研碰確社神科程種究空立站笑第等答"
  "算管系紅級組結給統經維網總美義耀老考者而聯聲聶職"
  "聽能臉自至臺與興色花若英范華萬落著虎處行術衛衝表"
  "被裡西要見視親覺觀解言計記設許話該認語誠說誰調請"
  "論諝講謝識譜議讀變讓象豪負貼資賽走起越趙跟路跳身"
  "車軍輕轉辜辦近這通造連進運過道達遠選還邊那部都鄔"
  "重量金鈺錢錫長門開間關院陳陽隊際雖雙離難電青非靠"
  "面革韋韓音頂領頭題風飛餘首香馬體高麼黃黏黑點黨鼎";
static const char common_ja[] =
  "一七万三上下不世中主九了予事二互五京人今仕代以休"
  "会住体何作使借優元兄先入八公六円写冬出分切別前力"
  "劫勉動勝化北医十千午半南去参友口古台右合同名味品"
  "員問四回因囲図国土地坊堂場士売変夏夕外多夜大天失"
  "女妹姉始子字学安定室家対小少局屋山川工左布帰年広"
  "店度座建弟強待後心思急悪意戦手打投押持敗教整文料"
  "新方旅族日早明映春昼時曜書最月有服朝木本来杯東果"
  "校棋業楽権歌止正歩死段母毎気水決注洋活海湾準漢火"
  "無父牛物特犬王理生用田男町画界番病発白百目真着知"
  "石研碁社私秋究空立筋答紙級終結総置習考者聖聞肉自"
  "色花英茶行西見親解言計試話語説読譜負買貸質赤走起"
  "足車転近送通週運道選重野金銀長開間関院集雨電青韓"
  "音題風食飯飲館駅験高魚鳥黒";
static const char common_ko[] =
  "가각간갈감갑강개객거건걸검게겨격견결경계고곡곤골"
  "공과관광괴교구국군굴궁권귀규그극근글금급기긴길김"
  "까깨꼬꾸끄끝나낙난날남납낭내너널네녀년념노논놀농"
  "높누눈느는늘능니님다단달담답당대더덕던덤데도독돈"
  "돌동되된될두둑둘뒤드득든들등디따때또뜻라락란람랑"
  "래략량러런럼렇레려력련렬령례로록론료루류륙률르른"
  "를름리린림립마막만많말망매머먹먼메며면명모목몰못"
  "무문물미민밀바박반받발밤방배백버번벌범법베벽변별"
  "병보복본볼봉부북분불비빛빠사산살삼상새색생서석선"
  "설섬성세소속손솔송수숙순술숭쉬스슬습승시식신실심"
  "십싸써아악안알암압앙앞애야약양어억언얼엄업없었에"
  "여역연열염엽영예오옥온올옹와완왕외요욕용우욱운울"
  "웅원월위유육윤율은을음읍응의이익인일임입있자작잔"
  "장재저적전절점접정제조족존종좌주죽준중즉증지직진"
  "질집징차착찬찰참창채책처천철첨청체초촌총최추축춘"
  "출충취측층치칙친칠침카커크키타탁탄탈탐탑태택터토"
  "통퇴투특파판팔패편평폐포폭표푸품풍프피필하학한할"
  "함합항해핵행향허험혁현혈협형호혹혼홍화확환활황회"
  "획효후훈휘휴흑흔흥희히힘";

static const char * const common_lists[N_LANGS] = {
  common_hans, common_hant, common_ja, common_ko,
};

typedef struct
{
  const char *iconv;
  const char *name;
  Lang        lang;
} Candidate;

/* The order breaks ties.  EUC-KR is tried strictly (not CP949) because
 * CP949's extended Hangul accepts too many byte pairs to be a signal. */
static const Candidate candidates[] = {
  { "GB18030", "GB18030", LANG_HANS },
  { "CP950", "Big5", LANG_HANT },
  { "CP932", "Shift_JIS", LANG_JA },
  { "EUC-KR", "EUC-KR", LANG_KO },
};

typedef struct
{
  GHashTable *common[N_LANGS];
} Lists;

static void
lists_init (Lists *lists)
{
  for (int l = 0; l < N_LANGS; l++)
    {
      lists->common[l] = g_hash_table_new (NULL, NULL);
      for (const char *p = common_lists[l]; *p != '\0'; p = g_utf8_next_char (p))
        g_hash_table_add (lists->common[l], GUINT_TO_POINTER (g_utf8_get_char (p)));
    }
}

static void
lists_clear (Lists *lists)
{
  for (int l = 0; l < N_LANGS; l++)
    g_hash_table_unref (lists->common[l]);
}

/* How much a decoded character looks like @lang's text. */
static int
char_score (gunichar    c,
            Lang        lang,
            GHashTable *common)
{
  gboolean frequent = g_hash_table_contains (common, GUINT_TO_POINTER (c));

  if (c < 0x80)
    return 0;
  if (c < 0xA0 || c == 0xFFFD || (c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000)
    return -8;
  if (c >= 0xAC00 && c <= 0xD7A3)
    return lang == LANG_KO ? (frequent ? 5 : 1) : -2;
  if (c >= 0x3040 && c <= 0x309F)
    return lang == LANG_JA ? 4 : -2;
  if (c >= 0x30A0 && c <= 0x30FF)
    return lang == LANG_JA ? 3 : -1;
  if (c >= 0xFF61 && c <= 0xFF9F)
    return lang == LANG_JA ? -1 : -3;
  if (c >= 0x4E00 && c <= 0x9FFF)
    return lang == LANG_KO ? 0 : (frequent ? 5 : 1);
  if ((c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF60)
      || (c >= 0xFFE0 && c <= 0xFFE6))
    return 1;
  return -2;
}

static int
text_score (const char *text,
            gsize       length,
            Lang        lang,
            GHashTable *common)
{
  int score = 0;
  const char *end = text + length;

  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    if ((guchar) *p >= 0x80)
      score += char_score (g_utf8_get_char (p), lang, common);
  return score;
}

gsize
tg_sgf_count_byte (const char *data,
                   gsize       length,
                   char        byte)
{
  gsize n = 0;

  for (const char *p = data; (p = memchr (p, byte, data + length - p)) != NULL; p++)
    n++;
  return n;
}

/* Single-byte text: Cyrillic words are runs of high bytes, while Western
 * European text has an accented letter here and there among ASCII ones. */
static const char *
guess_single_byte (const guchar *data,
                   gsize         length)
{
  gsize high = 0, in_runs = 0;

  for (gsize i = 0; i < length; i++)
    if (data[i] >= 0xC0)
      {
        high++;
        if ((i > 0 && data[i - 1] >= 0xC0) || (i + 1 < length && data[i + 1] >= 0xC0))
          in_runs++;
      }
  return high >= 4 && in_runs * 10 >= high * 7 ? "WINDOWS-1251" : "WINDOWS-1252";
}

static char *
convert_strict (const char *data,
                gsize       length,
                const char *charset,
                gsize      *out_length)
{
  return g_convert (data, length, "UTF-8", charset, NULL, out_length, NULL);
}

char *
tg_sgf_convert (const char  *data,
                gsize        length,
                const char  *charset,
                gsize       *out_length,
                const char **used)
{
  char *out = convert_strict (data, length, charset, out_length);

  *used = charset;
  if (out == NULL && g_str_has_prefix (charset, "WINDOWS-125"))
    *used = "ISO-8859-1";
  else if (out == NULL && strcmp (charset, "CP950") == 0)
    *used = "BIG5-HKSCS";
  else
    return out;
  return convert_strict (data, length, *used, out_length);
}

char *
tg_sgf_detect (const char  *data,
               gsize        length,
               gsize       *out_length,
               const char **name,
               const char **iconv_name)
{
  gsize sample = length;
  gsize brackets;
  int scores[G_N_ELEMENTS (candidates)];
  char *converted[G_N_ELEMENTS (candidates)] = { NULL, };
  gsize converted_length[G_N_ELEMENTS (candidates)];
  Lists lists;
  char *result = NULL;

  /* Cut the sample after a byte below 0x40, which is never the second
   * byte of a character in these charsets. */
  if (sample > SAMPLE_SIZE)
    {
      sample = SAMPLE_SIZE;
      while (sample > 0 && (guchar) data[sample - 1] >= 0x40)
        sample--;
      if (sample == 0)
        sample = length;
    }
  brackets = tg_sgf_count_byte (data, sample, ']');

  lists_init (&lists);
  for (gsize c = 0; c < G_N_ELEMENTS (candidates); c++)
    {
      gsize lost;

      converted[c] = convert_strict (data, sample, candidates[c].iconv, &converted_length[c]);
      if (converted[c] == NULL)
        continue;
      lost = brackets - MIN (brackets, tg_sgf_count_byte (converted[c], converted_length[c], ']'));
      scores[c] = text_score (converted[c], converted_length[c], candidates[c].lang,
                              lists.common[candidates[c].lang]) - 8 * (int) lost;
    }
  lists_clear (&lists);

  while (result == NULL)
    {
      gssize best = -1;

      for (gsize c = 0; c < G_N_ELEMENTS (candidates); c++)
        if (converted[c] != NULL && scores[c] > 0 && (best < 0 || scores[c] > scores[best]))
          best = c;
      if (best < 0)
        break;
      if (sample == length)
        {
          result = g_steal_pointer (&converted[best]);
          *out_length = converted_length[best];
        }
      else
        {
          result = convert_strict (data, length, candidates[best].iconv, out_length);
          g_clear_pointer (&converted[best], g_free);
        }
      *name = candidates[best].name;
      *iconv_name = candidates[best].iconv;
    }
  for (gsize c = 0; c < G_N_ELEMENTS (candidates); c++)
    g_free (converted[c]);

  if (result == NULL)
    {
      const char *single = guess_single_byte ((const guchar *) data, length);

      /* ISO-8859-1 maps every byte, so this cannot fail. */
      result = tg_sgf_convert (data, length, single, out_length, iconv_name);
      *name = *iconv_name;
    }
  g_assert (result != NULL);
  return result;
}
